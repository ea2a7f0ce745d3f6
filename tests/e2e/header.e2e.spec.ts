import { expect, test } from '@playwright/test'

import { FIRST_GIG } from './helpers/blog'
import { signInAs } from './helpers/session'

test.describe('the language switch leads to the same page in the other language', () => {
  test('static, dynamic and filtered pages keep their place and query', async ({
    page,
    request,
  }) => {
    const gigs = (await (await request.get('/api/gigs?limit=1')).json()) as {
      data: Array<{ id: number }>
    }
    const gigId = gigs.data[0]!.id
    const pairs = [
      [`/blog/${FIRST_GIG.slug}`, `/en/blog/${FIRST_GIG.slug}`],
      [`/en/gigs/${gigId}`, `/gigler/${gigId}`],
      ['/sanatcilar/deniz-yildiz', '/en/artists/deniz-yildiz'],
      ['/en/venues/kadikoy-sahne', '/mekanlar/kadikoy-sahne'],
      ['/gigler?city=istanbul', '/en/gigs?city=istanbul'],
      ['/en/blog?category=music-venues', '/blog?category=music-venues'],
      ['/hikayemiz', '/en/ourstory'],
      ['/en', '/'],
    ] as const
    for (const [from, to] of pairs) {
      await page.goto(from)
      const label = from.startsWith('/en') ? 'Türkçe sürüme geç' : 'Switch to English'
      const link = page.getByRole('link', { name: label })
      // The address is worked out in the browser once the page is live (until then the link is
      // the other language's home page, by design): click when it names this page's twin.
      await expect(link, `${from}: the link`).toHaveAttribute('href', to)
      await link.click()
      await expect(page, `${from} → ${to}`).toHaveURL(
        (url) => `${url.pathname}${url.search}` === to,
      )
      await expect(page.locator('html')).toHaveAttribute('lang', to.startsWith('/en') ? 'en' : 'tr')
    }
  })

  test('a signed-in page keeps its place too', async ({ page }) => {
    await signInAs(page, 'artist')
    await page.goto('/panom')
    await page.getByRole('link', { name: 'Switch to English' }).click()
    await expect(page).toHaveURL(/\/en\/dashboard$/)
  })
})

test.describe('the header on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('one bar with a menu button that opens and closes an accessible menu', async ({ page }) => {
    await page.goto('/')
    const header = page.locator('header').first()
    expect((await header.boundingBox())!.height).toBeLessThan(80)
    const button = page.getByRole('button', { name: 'Menüyü aç' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    const nav = page.getByRole('navigation', { name: 'Ana menü' })
    await expect(nav).toBeHidden()

    await button.click()
    await expect(page.getByRole('button', { name: 'Menüyü kapat' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await expect(nav.getByRole('link', { name: 'Gigler' })).toBeVisible()
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(scrollWidth).toBeLessThanOrEqual(390)

    await page.keyboard.press('Escape')
    await expect(nav).toBeHidden()
    await expect(button).toBeFocused()

    await button.click()
    await nav.getByRole('link', { name: 'Blog' }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(nav).toBeHidden()
  })

  test('signed in: the bell stays in the bar and the menu has the dashboard', async ({ page }) => {
    await signInAs(page, 'organizer')
    await page.goto('/en')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('link', { name: 'Dashboard' }).click()
    await expect(page).toHaveURL(/\/en\/dashboard$/)
  })
})
