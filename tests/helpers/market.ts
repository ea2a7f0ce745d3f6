import type { Payload } from 'payload'

import { issueSessionToken } from '../../src/server/people/auth/issueSessionToken'
import type { Artist, Booking, Gig, User } from '../../src/payload-types'
import { market } from './marketApi'

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`

export type MarketActor = { user: User; token: string }
export type MarketFixture = {
  artist: MarketActor & { profile: Artist }
  otherArtist: MarketActor & { profile: Artist }
  hiddenArtist: MarketActor & { profile: Artist }
  organizer: MarketActor
  otherOrganizer: MarketActor
  fan: MarketActor
  admin: MarketActor
}

async function actor(payload: Payload, role: User['role'], name: string): Promise<MarketActor> {
  const user = await payload.create({
    collection: 'users',
    data: {
      email: `${name}-${unique()}@test.example.com`,
      password: 'Passw0rdTest',
      fullname: name,
      role,
    },
  })
  return { user, token: await issueSessionToken(payload, user) }
}

async function artistActor(payload: Payload, name: string, city: Artist['city'] = 'istanbul') {
  const account = await actor(payload, 'artist', name.toLowerCase().replace(/\W+/g, '-'))
  const profile = await payload.create({
    collection: 'artists',
    data: { user: account.user.id, name: `${name} ${unique()}`, city },
  })
  return { ...account, profile }
}

/** Two artists with public profiles, one without, two organizers, a fan and an admin. */
export async function seedMarket(payload: Payload): Promise<MarketFixture> {
  return {
    artist: await artistActor(payload, 'Deniz Işık'),
    otherArtist: await artistActor(payload, 'Ömer Çalar'),
    hiddenArtist: await artistActor(payload, 'Gizli', null),
    organizer: await actor(payload, 'organizer', 'organizer'),
    otherOrganizer: await actor(payload, 'organizer', 'other-organizer'),
    fan: await actor(payload, 'fan', 'fan'),
    admin: await actor(payload, 'admin', 'admin'),
  }
}

const DAY = 24 * 60 * 60 * 1000
let gigsMade = 0

/**
 * An open gig of `organizer` a month ahead (each on a day of its own, a day after the last: one
 * artist cannot be booked twice on one day), unless `data` says otherwise.
 */
export function makeGig(payload: Payload, organizer: User, data: Partial<Gig> = {}): Promise<Gig> {
  return payload.create({
    collection: 'gigs',
    data: {
      title: `Gece ${unique()}`,
      date: new Date(Date.now() + (30 + gigsMade++) * DAY).toISOString(),
      city: 'istanbul',
      venue: 'Kadıköy Sahne',
      organizer: organizer.id,
      slots: 1,
      ...data,
    },
  })
}

export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString()

export async function cleanupMarket(payload: Payload, fixture: MarketFixture): Promise<void> {
  const users = Object.values(fixture).map((a) => a.user.id)
  await cleanupFanRecords(payload, users)
  await payload.delete({ collection: 'application-messages', where: { author: { in: users } } })
  await payload.delete({ collection: 'notifications', where: { user: { in: users } } })
  await payload.delete({ collection: 'calendar-feeds', where: { user: { in: users } } })
  await payload.delete({ collection: 'bookings', where: { artistUser: { in: users } } })
  await payload.delete({ collection: 'applications', where: { artistUser: { in: users } } })
  await payload.delete({ collection: 'gigs', where: { organizer: { in: users } } })
  await payload.delete({ collection: 'artists', where: { user: { in: users } } })
  await payload.delete({ collection: 'users', where: { id: { in: users } } })
}

/** The records of fans `users` (notices, going marks, sent-marks, city requests). */
export async function cleanupFanRecords(payload: Payload, users: number[]): Promise<void> {
  await payload.delete({ collection: 'notifications', where: { user: { in: users } } })
  await payload.delete({ collection: 'goings', where: { user: { in: users } } })
  await payload.delete({ collection: 'notice-marks', where: { user: { in: users } } })
  await payload.delete({ collection: 'city-requests', where: { fan: { in: users } } })
}

/**
 * `artist` applies to gig `gigId` and `organizer` accepts, through the routes: the confirmed
 * booking that makes, and the application it came from.
 */
export async function bookThroughMarket(
  payload: Payload,
  organizer: MarketActor,
  artist: MarketActor,
  gigId: number,
): Promise<{ booking: Booking; applicationId: number }> {
  const applied = await market.apply(artist.token, gigId)
  const applicationId = (applied.body.data as { id: number }).id
  const accepted = await market.answer(organizer.token, applicationId, 'accept')
  if (accepted.status !== 200)
    throw new Error(`accepting application ${applicationId}: ${accepted.status}`)
  const { docs } = await payload.find({
    collection: 'bookings',
    where: { application: { equals: applicationId } },
    depth: 0,
  })
  return { booking: docs[0]!, applicationId }
}
