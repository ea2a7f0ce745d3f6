import type { Page } from '@playwright/test'

import { resizeTo } from './screenshots'

/** Signs in through the API as a seeded account by email (password Artist2025 / Organizer2025). */
export async function signInWith(page: Page, email: string, password: string) {
  const response = await page.request.post('/api/auth/login', { data: { email, password } })
  if (!response.ok()) throw new Error(`Login as ${email} failed: ${response.status()}`)
  const { token, user } = (await response.json()) as { token: string; user: unknown }
  await page.addInitScript(
    ([storedToken, storedUser]) => {
      window.localStorage.setItem('token', storedToken)
      window.localStorage.setItem('user', storedUser)
    },
    [token, JSON.stringify(user)] as const,
  )
  return token
}

/** The brief's two design widths. */
export const SCREEN_SIZES = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
} as const

/** Full-page screenshots at both widths under test-results/screenshots/, `<name>-<width>.png`. */
export async function captureScreens(page: Page, name: string) {
  for (const [label, size] of Object.entries(SCREEN_SIZES)) {
    await resizeTo(page, size)
    await page.screenshot({ path: `test-results/screenshots/${name}-${label}.png`, fullPage: true })
  }
}

/** The page's width beyond the viewport: 0 when nothing scrolls sideways. */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
