import type { Payload } from 'payload'

import * as gigRoute from '../../src/app/api/gigs/[id]/route'
import * as gigsRoute from '../../src/app/api/gigs/route'
import type { User } from '../../src/payload-types'
import { issueSessionToken } from '../../src/server/people/auth/issueSessionToken'
import { apiRequest, params, readBody } from './api'
import { DAY_MS } from '../../src/lib/durations'

export type GigActor = 'admin' | 'organizer' | 'otherOrganizer' | 'artist' | 'fan'
export type GigActors = Record<GigActor, { user: User; token: string }>

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`

/** One account per role the gig rules tell apart, each with a session token. */
export async function seedGigActors(payload: Payload): Promise<GigActors> {
  const roles: Record<GigActor, User['role']> = {
    admin: 'admin',
    organizer: 'organizer',
    otherOrganizer: 'organizer',
    artist: 'artist',
    fan: 'fan',
  }
  // One after another, as seedProfileUsers: made together, the pool watch read the first one's
  // session write after its commit as an offence while a sibling's transaction was open.
  const entries: Array<readonly [string, GigActors[GigActor]]> = []
  for (const [name, role] of Object.entries(roles)) {
    const user = await payload.create({
      collection: 'users',
      data: {
        email: `gig-${name.toLowerCase()}-${unique()}@test.example.com`,
        password: 'Passw0rdTest',
        fullname: name,
        role,
      },
    })
    entries.push([name, { user, token: await issueSessionToken(payload, user) }] as const)
  }
  return Object.fromEntries(entries) as GigActors
}

export async function cleanupGigActors(payload: Payload, actors: GigActors) {
  const ids = Object.values(actors).map((a) => a.user.id)
  await payload.delete({ collection: 'gigs', where: { organizer: { in: ids } } })
  await payload.delete({ collection: 'venues', where: { user: { in: ids } } })
  await payload.delete({ collection: 'users', where: { id: { in: ids } } })
}

export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString()

/** A valid gig body; `overrides` change or add fields. */
export const gigBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Test gecesi',
  shortDescription: 'Kısa',
  description: 'Uzun açıklama',
  date: daysFromNow(30),
  deadline: daysFromNow(20),
  city: 'izmir',
  venue: 'Test Sahnesi',
  genres: ['jazz'],
  slots: 2,
  fee: { type: 'fixed', amount: 500_000 },
  ...overrides,
})

export async function postGig(body: unknown, token?: string, query = '') {
  const response = await gigsRoute.POST(
    apiRequest(`/api/gigs${query}`, { method: 'POST', body, token }),
    undefined,
  )
  return { status: response.status, body: await readBody(response) }
}

export async function putGig(id: number | string, body: unknown, token?: string, query = '') {
  const response = await gigRoute.PUT(
    apiRequest(`/api/gigs/${id}${query}`, { method: 'PUT', body, token }),
    params({ id: String(id) }),
  )
  return { status: response.status, body: await readBody(response) }
}

export async function deleteGig(id: number | string, token?: string) {
  const response = await gigRoute.DELETE(
    apiRequest(`/api/gigs/${id}`, { method: 'DELETE', token }),
    params({ id: String(id) }),
  )
  return { status: response.status, body: await readBody(response) }
}

export async function listGigsApi(query = '') {
  const response = await gigsRoute.GET(apiRequest(`/api/gigs${query}`), undefined)
  return readBody(response) as Promise<{
    data: {
      id: number
      title: string
      cityKey: string
      status: string
      picture: string
      openSlots: number
    }[]
    pagination: { page: number; limit: number; total: number; pages: number }
  }>
}

export async function getGig(id: number | string, query = '') {
  const response = await gigRoute.GET(
    apiRequest(`/api/gigs/${id}${query}`),
    params({ id: String(id) }),
  )
  return readBody(response) as Promise<{ success: boolean; data: Record<string, unknown> }>
}
