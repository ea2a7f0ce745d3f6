import { expect, test, type APIRequestContext } from '@playwright/test'

/*
 * A first visit gets each route's stylesheet inline (next.config.ts: experimental.inlineCss) and
 * only once: patches/next+16.4.6.patch keeps the text out of the page's RSC payload, where Next
 * would write it a second time. The browser keeps the server's <style>; a client navigation to a
 * route whose stylesheet the page does not hold loads it as a <link>, and must still be styled.
 */

/** A page's inline stylesheets and its RSC payload (the `self.__next_f.push` strings), as sent. */
async function inlineStylesAndPayload(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text()
  const styles = [...html.matchAll(/<style[^>]*data-precedence[^>]*>(.*?)<\/style>/gs)].map(
    ([, css]) => css,
  )
  const payload = [...html.matchAll(/self\.__next_f\.push\((\[1,.*?\])\)<\/script>/gs)]
    .map(([, push]) => (JSON.parse(push) as [number, string])[1])
    .join('')
  return { styles, payload }
}

test('a page sends its stylesheet once, in the <style>, not again in its RSC payload', async ({
  page,
  request,
}) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  for (const path of ['/', '/gigler', '/en/artists']) {
    await page.goto(path)
    await page.waitForLoadState('load')
    const { styles, payload } = await inlineStylesAndPayload(request, path)
    expect(styles.join('').length, path).toBeGreaterThan(5_000)
    expect(payload.length, path).toBeGreaterThan(1_000)
    // Slices of the stylesheet text, as text rows or as JSON strings: none is in the payload.
    const css = styles.join('\n')
    const copied: string[] = []
    for (let at = 0; at + 80 <= css.length; at += 400) {
      const slice = css.slice(at, at + 80)
      if (payload.includes(slice) || payload.includes(JSON.stringify(slice).slice(1, -1)))
        copied.push(slice)
    }
    expect(copied, path).toEqual([])
    // Hydrated without an error: not the error boundary's page.
    await expect(page.locator('main')).not.toContainText(/Bir hata oluştu|An error occurred/)
  }
  // Still styled after hydration: a route module's grid.
  await page.goto('/gigler')
  await expect(page.locator('main ul').first()).toHaveCSS('display', 'grid')
  expect(errors).toEqual([])
})

test('a client navigation to another route is styled', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/konserler')
  await page.waitForLoadState('load')
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
  // The header's link to the blog: a client navigation, the document stays.
  await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).first().click()
  await expect(page).toHaveURL(/\/blog$/)
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  // PostGrid.module.css's grid came with the navigation (a <link>: the show list has no post).
  const posts = page
    .locator('main ul')
    .filter({ has: page.locator('article') })
    .first()
  await expect(posts).toHaveCSS('display', 'grid')
  const linked = await page.evaluate(() =>
    [...document.querySelectorAll('link[rel="stylesheet"][data-precedence]')].map(
      (link) => (link as HTMLLinkElement).href,
    ),
  )
  expect(linked.length).toBeGreaterThan(0)
  // And back: the first route's own styles are still there.
  await page.goBack()
  await expect(page).toHaveURL(/\/konserler$/)
  await expect(page.locator('main')).toBeVisible()
  await expect(page.locator('main')).not.toContainText(/Bir hata oluştu|An error occurred/)
  expect(errors).toEqual([])
})
