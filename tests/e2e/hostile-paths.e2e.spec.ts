import { expect, test } from '@playwright/test'

/**
 * A NUL byte or a lone surrogate in a path is a 404 in the path's language. An
 * escape that is not UTF-8 (%ED%A0%80, a lone surrogate's bytes) would be answered 500 by Next's
 * router before any route ran: the proxy rewrites such paths to a 404 (rewriteUndecodablePath).
 */

test.describe('unstorable characters in a path parameter', () => {
  for (const path of [
    '/api/artists/%00',
    '/api/venues/a%00b',
    '/api/artists/%ED%A0%80',
    '/api/venues/%ED%B0%80x',
    '/api/artists/%ED%A0%80/follow',
    '/api/gigs/%FF',
  ]) {
    test(`${path}: a JSON 404`, async ({ request }) => {
      const response = await request.get(path, { headers: { 'Accept-Language': 'tr' } })
      expect(response.status()).toBe(404)
      const body = (await response.json()) as { success: boolean; message: string }
      expect(body.success).toBe(false)
      expect(body.message).toMatch(/bulunamadı/i)
    })
  }

  for (const { path, lang } of [
    { path: '/sanatcilar/%00', lang: 'tr' },
    { path: '/mekanlar/a%00b', lang: 'tr' },
    { path: '/en/artists/%ED%A0%80', lang: 'en' },
    { path: '/en/venues/%00', lang: 'en' },
    { path: '/sanatcilar/%ED%A0%80', lang: 'tr' },
    { path: '/en/blog/%C3', lang: 'en' },
  ]) {
    test(`${path}: the not-found page in ${lang}`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
    })
  }
})
