import { expect, test } from '@playwright/test'

/** The spec's English paths at the root, and the Turkish pages they must land on. */
const REDIRECTS = {
  '/login': '/giris',
  '/register': '/kayitol',
  '/privacy': '/gizlilik',
  '/ourstory': '/hikayemiz',
  '/contact': '/iletisim',
  '/profile': '/profil',
  '/gigs': '/gigler',
  '/create-gig': '/gig-olustur',
} as const

test.describe('redirects to the Turkish paths', () => {
  for (const [from, to] of Object.entries(REDIRECTS)) {
    test(`${from} redirects to ${to}, keeping the query`, async ({ request }) => {
      const response = await request.get(`${from}?ref=mail`, { maxRedirects: 0 })
      expect([301, 302, 307, 308]).toContain(response.status())
      expect(new URL(response.headers().location, 'http://localhost').pathname).toBe(to)
      expect(response.headers().location).toContain('ref=mail')
    })
  }

  test('a visitor following /ourstory lands on the Turkish story page', async ({ page }) => {
    await page.goto('/ourstory')
    await expect(page).toHaveURL(/\/hikayemiz$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hikâyemiz')
  })
})

test.describe('upload addresses from before the /api file routes', () => {
  for (const slug of ['media', 'photos'] as const) {
    test(`/cms-api/${slug}/file/{name} redirects to /api/${slug}/{name}`, async ({ request }) => {
      const old = `/cms-api/${slug}/file/yok%20boyle.png`
      const response = await request.get(old, { maxRedirects: 0 })
      expect(response.status()).toBe(308)
      expect(response.headers().location).toBe(`/api/${slug}/yok%20boyle.png`)
      const followed = await request.get(old)
      expect(followed.status()).toBe(404)
      expect(await followed.json()).toEqual({ success: false, message: 'File not found.' })
      const turkish = await request.get(old, { headers: { 'Accept-Language': 'tr' } })
      expect(await turkish.json()).toEqual({ success: false, message: 'Dosya bulunamadı.' })
    })
  }
})

test.describe('unknown pages', () => {
  const NOT_FOUND = [
    { path: '/yok-boyle-bir-sayfa', lang: 'tr', title: 'Sayfa bulunamadı' },
    { path: '/en/no-such-page', lang: 'en', title: 'Page not found' },
  ] as const
  const HOME = {
    tr: { link: 'Ana sayfaya dön', url: /\/$/, heading: 'Müzisyenlerle mekânların buluştuğu yer' },
    en: { link: 'Back to the home page', url: /\/en$/, heading: 'Where musicians and venues meet' },
  } as const

  for (const { path, lang, title } of NOT_FOUND) {
    test(`${path} answers 404 with the ${lang} not-found page`, async ({ page }) => {
      // The scripts take over the server's page as it is: no hydration error.
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
          errors.push(message.text())
      })
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await page.waitForLoadState('networkidle')
      expect(errors).toEqual([])
      // And its way back is a client navigation to the home page, not to the same page again.
      await page.getByRole('main').getByRole('link', { name: HOME[lang].link }).click()
      await expect(page).toHaveURL(HOME[lang].url)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME[lang].heading)
    })
  }

  // What a crawler, a reader before the scripts ran and the first paint get: the not-found page
  // in the server's HTML, inside the site's layout, not an empty shell the scripts fill in. An
  // unmatched path (the catch-all page's notFound()), a page's own notFound() (a missing artist),
  // pages with a not-found page of their own (a missing post, a missing gig), and a parameter
  // outside a page's static list.
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    const IN_HTML = [
      ...NOT_FOUND,
      { path: '/olmayan/sayfa', lang: 'tr', title: 'Sayfa bulunamadı' },
      { path: '/en/missing/page', lang: 'en', title: 'Page not found' },
      { path: '/sanatcilar/boyle-bir-sanatci-yok', lang: 'tr', title: 'Sayfa bulunamadı' },
      { path: '/en/artists/no-such-artist', lang: 'en', title: 'Page not found' },
      { path: '/blog/no-such-post-here', lang: 'tr', title: 'Blog yazısı bulunamadı' },
      { path: '/en/blog/no-such-post-here', lang: 'en', title: 'Blog post not found' },
      { path: '/gigler/999999', lang: 'tr', title: 'Gig bulunamadı.' },
      { path: '/en/gigs/999999', lang: 'en', title: 'Gig not found.' },
      { path: '/kvkk/yok', lang: 'tr', title: 'Sayfa bulunamadı' },
    ] as const
    for (const { path, lang, title } of IN_HTML) {
      test(`${path}: the ${lang} not-found page is in the HTML`, async ({ page }) => {
        const response = await page.goto(path)
        expect(response?.status()).toBe(404)
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        await expect(page.locator('html')).not.toHaveAttribute('id', '__next_error__')
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
        await expect(page.getByRole('banner')).toBeVisible()
      })
    }
  })
})
