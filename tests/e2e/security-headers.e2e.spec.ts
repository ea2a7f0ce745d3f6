import { expect, test, type Page } from '@playwright/test'

const ADMIN_EMAIL = process.env.SEED_ADMIN_EMAIL || 'admin@example.com'
const ADMIN_PASSWORD = process.env.SEED_ADMIN_PASSWORD || 'SahneAdmin2025'

/** Collects CSP violations (the DOM event and Chromium's console report) while a page is used. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|frame)/i.test(message.text()))
      violations.push(message.text())
  })
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (t: string) => void })
        .reportCspViolation
      report(`${event.violatedDirective} blocked ${event.blockedURI}`)
    })
  })
  return violations
}

test.describe('security headers', () => {
  test('public pages: a CSP without nonces (they stay static), and the other headers', async ({
    request,
  }) => {
    for (const path of ['/', '/en/blog', '/giris']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      const headers = response.headers()
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
      expect(headers['content-security-policy']).toContain("object-src 'none'")
      expect(headers['content-security-policy']).toContain('https://accounts.google.com/gsi/client')
      expect(headers['content-security-policy']).not.toContain('nonce-')
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(headers['permissions-policy']).toContain('camera=()')
      // `next start` runs in production mode.
      expect(headers['strict-transport-security']).toContain('max-age=')
    }
    const api = await request.get('/api/gigs')
    expect(api.headers()['x-content-type-options']).toBe('nosniff')
  })

  test("an uploaded file keeps its own sandboxing CSP, not the pages' policy", async ({
    request,
  }) => {
    const artist = await (await request.get('/api/artists/deniz-yildiz')).json()
    const photo = new URL(artist.data.photo, 'http://localhost').pathname
    expect(photo).toMatch(/^\/api\/photos\//)
    const response = await request.get(photo)
    expect(response.status()).toBe(200)
    const policy = response.headers()['content-security-policy']
    expect(policy).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox")
  })

  test('answers that carry a secret are never stored', async ({ request }) => {
    const login = await request.post('/api/auth/login', {
      data: { email: 'fan@example.com', password: 'Fan2025ok' },
    })
    expect(login.status()).toBe(200)
    expect(login.headers()['cache-control']).toBe('private, no-store')
    const { token } = await login.json()
    const calendar = await request.get('/api/me/calendar', {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(calendar.headers()['cache-control']).toBe('private, no-store')
    const refused = await request.post('/api/auth/register', { data: {} })
    expect(refused.status()).toBe(400)
    expect(refused.headers()['cache-control']).toBe('private, no-store')
  })

  test('/cms gets a fresh nonce on every request', async ({ request }) => {
    const policies = await Promise.all(
      [1, 2].map(
        async () => (await request.get('/cms/login')).headers()['content-security-policy'],
      ),
    )
    for (const policy of policies)
      expect(policy).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/)
    expect(policies[0]).not.toBe(policies[1])
  })

  test('the site works with no CSP violation', async ({ page }) => {
    const violations = await watchViolations(page)
    for (const path of ['/', '/blog', '/en/gigs', '/giris', '/en/register', '/iletisim']) {
      await page.goto(path)
      await expect(page.locator('main')).toBeVisible()
    }
    await page.getByRole('link').first().focus()
    expect(violations).toEqual([])
  })

  test('the /cms panel logs in and opens a collection with no CSP violation', async ({ page }) => {
    const violations = await watchViolations(page)
    await page.goto('/cms/login')
    await page.locator('input[name="email"]').fill(ADMIN_EMAIL)
    await page.locator('input[name="password"]').fill(ADMIN_PASSWORD)
    await page.locator('button[type="submit"]').click()
    await expect(page).toHaveURL(/\/cms\/?$/)
    await page.goto('/cms/collections/posts')
    await expect(page.getByRole('table')).toBeVisible()
    expect(violations).toEqual([])
  })
})
