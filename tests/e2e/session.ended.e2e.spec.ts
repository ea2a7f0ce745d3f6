import { expect, test } from '@playwright/test'

import { SEEDED_USERS } from './helpers/session'

const SIZES = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1366, height: 900 }],
] as const

const LOCALES = {
  tr: {
    dashboard: '/panom',
    login: '/giris',
    note: 'Oturumunuzun süresi doldu. Kaldığınız sayfaya dönmek için lütfen yeniden giriş yapın.',
    email: 'E-posta',
    password: 'Şifre',
    submit: 'Giriş Yap',
    logout: 'Çıkış Yap',
  },
  en: {
    dashboard: '/en/dashboard',
    login: '/en/login',
    note: 'Your session has ended. Please sign in again to return to the page you were on.',
    email: 'Email',
    password: 'Password',
    submit: 'Log In',
    logout: 'Logout',
  },
} as const

for (const [locale, words] of Object.entries(LOCALES))
  for (const [label, viewport] of SIZES)
    test(`${locale} ${label}: a revoked session sends the visitor to sign in and back`, async ({
      browser,
      request,
    }) => {
      const login = await request.post('/api/auth/login', { data: SEEDED_USERS.organizer })
      const { token, user } = (await login.json()) as { token: string; user: unknown }
      const context = await browser.newContext({ viewport })
      const page = await context.newPage()
      await page.goto(locale === 'tr' ? '/' : '/en')
      await page.evaluate(
        ([storedToken, storedUser]) => {
          localStorage.setItem('token', storedToken)
          localStorage.setItem('user', storedUser)
        },
        [token, JSON.stringify(user)] as const,
      )
      // The session ends on the server (as an expiry or a sign-out elsewhere would end it).
      const revoked = await request.post('/api/auth/logout', {
        headers: { Authorization: `Bearer ${token}` },
      })
      expect(revoked.ok()).toBe(true)

      await page.goto(words.dashboard)
      await expect(page).toHaveURL(new RegExp(`${words.login}$`))
      await expect(page.getByText(words.note)).toBeVisible()
      await expect(page.getByRole('button', { name: words.logout })).toHaveCount(0)
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
      await page.screenshot({
        path: `test-results/screenshots/session-ended-${locale}-${label}.png`,
        fullPage: true,
      })

      await page.getByLabel(words.email, { exact: true }).fill(SEEDED_USERS.organizer.email)
      await page.getByLabel(words.password, { exact: true }).fill(SEEDED_USERS.organizer.password)
      await page.getByRole('button', { name: words.submit, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${words.dashboard}$`))
      await expect(page.getByText(words.note)).toHaveCount(0)
      await context.close()
    })
