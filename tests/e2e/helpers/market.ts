import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test'

import { SEEDED_USERS, type SeededRole } from './session'

export type Session = { token: string; user: unknown }

const run = Date.now().toString(36)
let made = 0

/** A browser context whose pages start signed in with `session`, at `viewport`. */
export async function signedInPage(
  browser: Browser,
  session: Session,
  viewport = { width: 1366, height: 900 },
): Promise<Page> {
  const context = await browser.newContext({ viewport })
  await context.addInitScript(
    ([token, user]) => {
      window.localStorage.setItem('token', token)
      window.localStorage.setItem('user', user)
    },
    [session.token, JSON.stringify(session.user)] as const,
  )
  return context.newPage()
}

export async function seededSession(request: APIRequestContext, role: SeededRole) {
  const response = await request.post('/api/auth/login', { data: SEEDED_USERS[role] })
  expect(response.ok()).toBe(true)
  return (await response.json()) as Session
}

/** A new artist with a public profile (name, city, genre, a link), through the site's API. */
export async function newArtist(request: APIRequestContext) {
  const email = `e2e-screens-${run}-${++made}@example.com`
  const registered = await request.post('/api/auth/register', {
    data: { fullname: 'E2E Sanatçı', email, password: 'Artist2025x', role: 'artist' },
  })
  const session = (await registered.json()) as Session
  const profile = await request.put('/api/profile', {
    headers: { Authorization: `Bearer ${session.token}` },
    data: {
      name: `Deniz Dalga ${run}${made}`,
      city: 'izmir',
      genres: ['jazz'],
      links: { instagram: 'https://instagram.com/denizdalga' },
    },
  })
  expect(profile.ok()).toBe(true)
  const { data } = (await profile.json()) as { data: { slug: string; name: string } }
  return { session, email, slug: data.slug, name: data.name }
}

/** A new gig of `organizer` twenty days ahead with a fixed fee. */
export async function newGig(request: APIRequestContext, organizer: Session, title: string) {
  const response = await request.post('/api/gigs', {
    headers: { Authorization: `Bearer ${organizer.token}` },
    data: {
      title,
      date: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      city: 'istanbul',
      venue: 'Avlu Sahne',
      slots: 1,
      fee: { type: 'fixed', amount: 300_000 },
    },
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { data: { id: number } }).data.id
}

/** The artist applies to the gig through the API; answers the application's id. */
export async function applyTo(request: APIRequestContext, artist: Session, gigId: number) {
  const response = await request.post(`/api/gigs/${gigId}/applications`, {
    headers: { Authorization: `Bearer ${artist.token}` },
    data: { message: 'Merhaba, caz üçlüsüyle gelmek isteriz.', proposedFee: 450_000 },
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { data: { id: number } }).data.id
}

export const uniqueTitle = (name: string) => `${name} ${run}${++made}`

/** True when nothing on the page scrolls sideways at its width. */
export const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
