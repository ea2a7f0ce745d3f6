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

  for (const { path, lang, title } of NOT_FOUND) {
    test(`${path} answers 404 with the ${lang} not-found page`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    })
  }
})
