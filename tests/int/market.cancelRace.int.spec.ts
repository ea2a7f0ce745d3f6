import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { cancelBooking } from '../../src/server/market/bookings/cancelBooking'
import { sweepMarketStates } from '../../src/server/market/applications/expirePending'
import { cleanupMarket, makeGig, type MarketFixture, seedMarket } from '../helpers/market'
import { market } from '../helpers/marketApi'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
let f: MarketFixture
let thirdArtist: { token: string }

beforeAll(async () => {
  payload = await getTestPayload()
  f = await seedMarket(payload)
  // The hidden artist of the fixture gets a public profile: a third applicant for the gig.
  await payload.update({
    collection: 'artists',
    id: f.hiddenArtist.profile.id,
    data: { city: 'istanbul' },
  })
  thirdArtist = f.hiddenArtist
})
afterAll(async () => {
  await cleanupMarket(payload, f)
})

const HOUR = 60 * 60 * 1000
const ROUNDS = 4
const applied = async (token: string, gig: number) =>
  ((await market.apply(token, gig)).body.data as { id: number }).id
const bookingOf = async (application: number) =>
  (await payload.find({ collection: 'bookings', where: { application: { equals: application } } }))
    .docs[0]!

describe('a cancel racing an accept for the last slot', () => {
  it('never leaves the gig filled with a slot free, nor books more than its slots', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const gig = await makeGig(payload, f.organizer.user, { slots: 2 })
      const first = await applied(f.artist.token, gig.id)
      const second = await applied(f.otherArtist.token, gig.id)
      const third = await applied(thirdArtist.token, gig.id)
      expect((await market.answer(f.organizer.token, first, 'accept')).status).toBe(200)
      const booking = await bookingOf(first)
      const [cancelled, accepted] = await Promise.all([
        cancelBooking(payload, f.artist.user, String(booking.id), 'Hastalık'),
        market.answer(f.organizer.token, second, 'accept'),
      ])
      expect(cancelled).toMatchObject({ state: 'cancelled' })
      expect(accepted.status).toBe(200)
      const confirmed = await payload.count({
        collection: 'bookings',
        where: { and: [{ gig: { equals: gig.id } }, { state: { equals: 'confirmed' } }] },
      })
      expect(confirmed.totalDocs).toBe(1)
      // One slot of two is free: whichever ran first, the gig is open again.
      expect((await payload.findByID({ collection: 'gigs', id: gig.id })).status).toBe('open')
      // The two ran one after the other under the gig's lock. Cancel first: the accept found one
      // slot taken of two, and the third is still pending. Accept first: the gig was full for that
      // moment, so the third was declined as "gig filled", as it would be with no race at all.
      const waiting = await payload.findByID({ collection: 'applications', id: third })
      const acceptedAt = (await payload.findByID({ collection: 'applications', id: second }))
        .respondedAt!
      const cancelledAt = (await payload.findByID({ collection: 'bookings', id: booking.id }))
        .updatedAt
      if (acceptedAt < cancelledAt)
        expect(waiting).toMatchObject({ state: 'declined', closedReason: 'gigFilled' })
      else expect(waiting.state).toBe('pending')
    }
  })
})

describe('a cancel racing the clock', () => {
  it('either cancels or finds the booking completed, never both', async () => {
    const gig = await makeGig(payload, f.organizer.user, { slots: 1 })
    const first = await applied(f.artist.token, gig.id)
    await market.answer(f.organizer.token, first, 'accept')
    const booking = await bookingOf(first)
    // The clock is past the gig's end (6 hours after its start).
    const later = new Date(new Date(gig.date).getTime() + 7 * HOUR)
    const [cancelled] = await Promise.all([
      cancelBooking(payload, f.artist.user, String(booking.id), 'Hastalık'),
      sweepMarketStates(payload, gig.id, later),
    ])
    const after = await payload.findByID({ collection: 'bookings', id: booking.id })
    if (after.state === 'cancelled') expect(cancelled).toMatchObject({ state: 'cancelled' })
    else {
      expect(after.state).toBe('completed')
      expect(cancelled).toMatchObject({ kind: 'conflict' })
    }
  })
})
