import { expect, test } from '@playwright/test'

import { FIRST_GIG } from './helpers/blog'
import { captureAtWidths } from './helpers/screenshots'

const trPath = `/blog/${FIRST_GIG.slug}`
const enPath = `/en/blog/${FIRST_GIG.slug}`

test.describe('blog post page', () => {
  test('says how long ago in the browser, never a relative time frozen into the cached page', async ({
    page,
    request,
  }) => {
    // The page as a cache keeps it: the publish date itself, which stays true.
    const html = await (await request.get(trPath)).text()
    const served = /<time[^>]*>([^<]*)<\/time>/.exec(html)?.[1] ?? ''
    expect(served).not.toMatch(/önce|ago|şimdi|now/)
    expect(served).toMatch(/\d{4}/)
    // The browser says how long ago, against its own clock.
    await page.goto(trPath)
    await expect(page.locator('header time').first()).toHaveText(/önce|geçen|dün/)
  })

  test('shows the Turkish post with read time in dakika, author, body and related posts', async ({
    page,
  }) => {
    const response = await page.goto(trPath)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FIRST_GIG.tr)
    await expect(page.getByText(/^\d+ dakika okuma$/)).toBeVisible()
    await expect(page.getByText('Sahne Admin', { exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Bloga dön' })).toHaveAttribute('href', '/blog')
    await expect(page.getByRole('link', { name: 'Müzisyen & Rehberler' })).toHaveAttribute(
      'href',
      `/blog?category=${FIRST_GIG.category}`,
    )
    await expect(page.locator('.prose h2').first()).toBeVisible()

    const related = page.getByRole('region', { name: 'İlgili Yazılar' }).getByRole('listitem')
    const count = await related.count()
    expect(count).toBeGreaterThanOrEqual(1)
    expect(count).toBeLessThanOrEqual(3)
    await expect(related.getByRole('heading', { name: FIRST_GIG.tr })).toHaveCount(0)
    await expect(related.first().getByRole('link', { name: /^Devamını oku/ })).toBeVisible()
    await captureAtWidths(page, 'blog-post')
  })

  test('shows the English post with its share block and copies the link', async ({ page }) => {
    const response = await page.goto(enPath)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FIRST_GIG.en)
    await expect(page.getByText(/^\d+ min read$/)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Musician & Guides' })).toHaveAttribute(
      'href',
      `/en/blog?category=${FIRST_GIG.category}`,
    )

    const share = page.getByRole('region', { name: 'Share this post' })
    for (const network of ['X', 'Facebook', 'LinkedIn']) {
      const link = share.getByRole('link', { name: new RegExp(`^Share on ${network}`) })
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', /noopener/)
      await expect(link).toHaveAttribute('href', new RegExp(encodeURIComponent(enPath)))
    }
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    // The alert blocks the click until it is answered, so it is answered as it opens.
    const alerts: string[] = []
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message())
      void dialog.accept()
    })
    await share.getByRole('button', { name: 'Copy link' }).click()
    await expect.poll(() => alerts).toEqual(['Link copied to clipboard!'])
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      new RegExp(`${enPath}$`),
    )
  })

  test('a missing post answers 404 with a way back, in both languages', async ({ page }) => {
    const response = await page.goto('/blog/no-such-post-here')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Blog yazısı bulunamadı' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Bloga dön' })).toBeVisible()

    const english = await page.goto('/en/blog/no-such-post-here')
    expect(english?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Blog post not found' })).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: 'Back to blog' }).click()
    await expect(page).toHaveURL(/\/en\/blog$/)
  })

  test('sets title, description, canonical, hreflang, OpenGraph and JSON-LD', async ({ page }) => {
    await page.goto(enPath)
    await expect(page).toHaveTitle(`${FIRST_GIG.en} | Sahne`)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${enPath}$`),
    )
    await expect(page.locator('link[rel="alternate"][hreflang="tr"]')).toHaveAttribute(
      'href',
      new RegExp(`[^n]${trPath}$`),
    )
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /covers/)
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary_large_image',
    )
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
    const posting = jsonLd.map((text) => JSON.parse(text)).find((d) => d['@type'] === 'BlogPosting')
    expect(posting).toMatchObject({ headline: FIRST_GIG.en, author: { name: 'Sahne Admin' } })

    await page.goto(trPath)
    await expect(page).toHaveTitle(`${FIRST_GIG.tr} | Sahne`)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`[^n]${trPath}$`),
    )
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      new RegExp(`${enPath}$`),
    )
  })
})
