import { expect, type Page } from '@playwright/test'

/** The seeded accounts (seed/users.ts); the admin's password follows SEED_ADMIN_PASSWORD. */
export const SEEDED_USERS = {
  admin: {
    email: process.env.SEED_ADMIN_EMAIL || 'admin@example.com',
    password: process.env.SEED_ADMIN_PASSWORD || 'SahneAdmin2025',
  },
  artist: { email: 'artist@example.com', password: 'Artist2025' },
  organizer: { email: 'organizer@example.com', password: 'Organizer2025' },
  fan: { email: 'fan@example.com', password: 'Fan2025ok' },
} as const

export type SeededRole = keyof typeof SEEDED_USERS

/**
 * Signs in through the API and stores the session the way the site does (local storage `token`
 * and `user`) before any page script runs. Call before the first `page.goto`.
 */
export async function signInAs(page: Page, role: SeededRole) {
  const response = await page.request.post('/api/auth/login', { data: SEEDED_USERS[role] })
  if (!response.ok()) throw new Error(`Login as ${role} failed: ${response.status()}`)
  const { token, user } = (await response.json()) as { token: string; user: unknown }
  await page.addInitScript(
    ([storedToken, storedUser]) => {
      window.localStorage.setItem('token', storedToken)
      window.localStorage.setItem('user', storedUser)
    },
    [token, JSON.stringify(user)] as const,
  )
  return { token, user }
}

/**
 * Signs the page's browser in to the /cms panel as the seeded admin: the panel's cookie, set by
 * Payload's login route into the browser context's cookies, without rendering the login form and
 * the dashboard it leads to (cms.e2e.spec.ts signs in through the form itself).
 */
export async function signInToPanel(page: Page) {
  const response = await page.request.post('/cms-api/users/login', { data: SEEDED_USERS.admin })
  expect(response.ok(), `panel sign-in: ${response.status()}`).toBe(true)
}
