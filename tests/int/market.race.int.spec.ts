import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { cleanupMarket, makeGig, type MarketFixture, seedMarket } from '../helpers/market'
import { market } from '../helpers/marketApi'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
let f: MarketFixture

beforeAll(async () => {
  payload = await getTestPayload()
  f = await seedMarket(payload)
})

afterAll(async () => {
  await cleanupMarket(payload, f)
})

describe('two accepts racing for the last slot', () => {
  it('makes exactly one booking; the other answer is a 409', async () => {
    const gig = await makeGig(payload, f.organizer.user, { slots: 1 })
    const first = (await market.apply(f.artist.token, gig.id)).body.data as { id: number }
    const second = (await market.apply(f.otherArtist.token, gig.id)).body.data as { id: number }
    const replies = await Promise.all([
      market.answer(f.organizer.token, first.id, 'accept'),
      market.answer(f.organizer.token, second.id, 'accept'),
    ])
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409])
    const bookings = await payload.find({
      collection: 'bookings',
      where: { gig: { equals: gig.id } },
    })
    expect(bookings.totalDocs).toBe(1)
    const states = await payload.find({
      collection: 'applications',
      where: { gig: { equals: gig.id } },
    })
    expect(states.docs.map((a) => a.state).sort()).toEqual(['accepted', 'declined'])
  })

  it('two accepts of the same application book it once', async () => {
    const gig = await makeGig(payload, f.organizer.user, { slots: 2 })
    const app = (await market.apply(f.artist.token, gig.id)).body.data as { id: number }
    const replies = await Promise.all([
      market.answer(f.organizer.token, app.id, 'accept'),
      market.answer(f.organizer.token, app.id, 'accept'),
    ])
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409])
    const bookings = await payload.count({
      collection: 'bookings',
      where: { gig: { equals: gig.id } },
    })
    expect(bookings.totalDocs).toBe(1)
    expect((await payload.findByID({ collection: 'gigs', id: gig.id })).status).toBe('open')
  })
})

type Answer = 'accept' | 'decline' | 'withdraw'
const ROUNDS = 4

/** Sends two answers to one pending application at once, `ROUNDS` times on fresh gigs. */
async function race(first: Answer, second: Answer) {
  const outcomes = []
  for (let round = 0; round < ROUNDS; round++) {
    const gig = await makeGig(payload, f.organizer.user, { slots: 1 })
    const app = (await market.apply(f.artist.token, gig.id)).body.data as { id: number }
    const token = (answer: Answer) => (answer === 'withdraw' ? f.artist.token : f.organizer.token)
    const replies = await Promise.all([
      market.answer(token(first), app.id, first),
      market.answer(token(second), app.id, second),
    ])
    const { state } = await payload.findByID({ collection: 'applications', id: app.id })
    const bookings = await payload.find({
      collection: 'bookings',
      where: { application: { equals: app.id } },
    })
    outcomes.push({ statuses: replies.map((r) => r.status), state, bookings: bookings.docs })
  }
  return outcomes
}

const stateOf: Record<Answer, string> = {
  accept: 'accepted',
  decline: 'declined',
  withdraw: 'withdrawn',
}

describe.each([
  ['accept', 'withdraw'],
  ['decline', 'withdraw'],
  ['accept', 'decline'],
] as const)('%s and %s of one application at the same moment', (first, second) => {
  it('exactly one wins, the other is a 409, and the state matches the bookings', async () => {
    for (const { statuses, state, bookings } of await race(first, second)) {
      expect([...statuses].sort()).toEqual([200, 409])
      const winner = statuses[0] === 200 ? first : second
      expect(state).toBe(stateOf[winner])
      expect(bookings.map((b) => b.state)).toEqual(winner === 'accept' ? ['confirmed'] : [])
    }
  })
})
