import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import * as cancelRoute from '../../src/app/api/bookings/[id]/cancel/route'
import type { Gig } from '../../src/payload-types'
import { resetRateLimits } from '../../src/server/platform/rateLimits'
import { apiRequest, params } from '../helpers/api'
import { cleanupMarket, makeGig, type MarketFixture, seedMarket } from '../helpers/market'
import { market } from '../helpers/marketApi'
import { getTestPayload } from '../helpers/payload'
import { terms } from '../helpers/termsApi'

let payload: Payload
let f: MarketFixture

const body = (gig: Gig, amount: number) => ({
  fee: { type: 'fixed', amount },
  setLengthMinutes: 60,
  setAt: gig.date,
  provides: { pa: true },
  cancellationPolicy: 'flexible',
})

/** A new gig of the fixture's organizer, booked with the fixture's artist. */
async function booking() {
  const gig = await makeGig(payload, f.organizer.user, { fee: { type: 'fixed', amount: 400_000 } })
  const app = (await market.apply(f.artist.token, gig.id)).body.data as { id: number }
  expect((await market.answer(f.organizer.token, app.id, 'accept')).status).toBe(200)
  const { docs } = await payload.find({
    collection: 'bookings',
    where: { application: { equals: app.id } },
  })
  return { gig, id: docs[0]!.id }
}

const stored = (id: number) => payload.findByID({ collection: 'bookings', id, depth: 0 })

const noticesOf = async (user: number, type: string) =>
  (
    await payload.count({
      collection: 'notifications',
      where: { user: { equals: user }, type: { equals: type } },
    })
  ).totalDocs

beforeAll(async () => {
  payload = await getTestPayload()
  f = await seedMarket(payload)
})

beforeEach(() => resetRateLimits())

afterAll(async () => {
  await cleanupMarket(payload, f)
})

describe('the terms of a booking that is no longer confirmed', () => {
  it('proposing, confirming and asking for a change all answer 409 and change nothing', async () => {
    const { gig, id } = await booking()
    expect((await terms.propose(f.organizer.token, id, body(gig, 400_000))).status).toBe(200)
    const proposedAt = (await stored(id)).terms!.proposedAt!
    const cancelled = await cancelRoute.POST(
      apiRequest(`/api/bookings/${id}/cancel?locale=en`, {
        method: 'POST',
        token: f.organizer.token,
        body: { reason: 'The venue closed' },
      }),
      params({ id: String(id) }),
    )
    expect(cancelled.status).toBe(200)
    const refusal = {
      status: 409,
      body: { message: 'Terms can only be set on a confirmed booking.' },
    }
    expect(await terms.propose(f.organizer.token, id, body(gig, 6000))).toMatchObject(refusal)
    expect(await terms.confirm(f.artist.token, id, { proposedAt })).toMatchObject(refusal)
    expect(
      await terms.askChange(f.artist.token, id, { message: 'Daha erken?', proposedAt }),
    ).toMatchObject(refusal)
    const after = await stored(id)
    expect(after).toMatchObject({ state: 'cancelled', termsStatus: 'proposed' })
    expect(after.terms).toMatchObject({ fee: { amount: 400_000 }, changeRequest: null })
  })
})

describe('answers to one booking run one after the other', () => {
  it('a confirmation racing a new proposal never confirms terms the artist did not read', async () => {
    for (let round = 0; round < 3; round++) {
      const { gig, id } = await booking()
      expect((await terms.propose(f.organizer.token, id, body(gig, 400_000))).status).toBe(200)
      const proposedAt = (await stored(id)).terms!.proposedAt!
      const toldBefore = await noticesOf(f.organizer.user.id, 'termsConfirmed')
      const [confirmed, proposed] = await Promise.all([
        terms.confirm(f.artist.token, id, { proposedAt }),
        terms.propose(f.organizer.token, id, body(gig, 550_000)),
      ])
      expect(proposed.status).toBe(200)
      // Confirm first: the new proposal then reopened the terms. Propose first: the artist's
      // confirmation named a proposal that was no longer there.
      expect([200, 409]).toContain(confirmed.status)
      if (confirmed.status === 409) expect(confirmed.body.message).toContain('changed')
      const after = await stored(id)
      expect(after.termsStatus).toBe('proposed')
      expect(after.terms).toMatchObject({ fee: { amount: 550_000 }, confirmedAt: null })
      expect(await noticesOf(f.organizer.user.id, 'termsConfirmed')).toBe(
        toldBefore + (confirmed.status === 200 ? 1 : 0),
      )
    }
  })

  it('a change request racing a new proposal is either answered by it or refused as stale', async () => {
    const { gig, id } = await booking()
    expect((await terms.propose(f.organizer.token, id, body(gig, 400_000))).status).toBe(200)
    const proposedAt = (await stored(id)).terms!.proposedAt!
    const [asked, proposed] = await Promise.all([
      terms.askChange(f.artist.token, id, { message: 'Set 23.00 olabilir mi?', proposedAt }),
      terms.propose(f.organizer.token, id, body(gig, 500_000)),
    ])
    expect(proposed.status).toBe(200)
    expect([200, 409]).toContain(asked.status)
    // Either way the new proposal stands with no request left on it: asked first, the proposal
    // answered and cleared it; proposed first, the request named a stale proposal.
    const after = await stored(id)
    expect(after.termsStatus).toBe('proposed')
    expect(after.terms).toMatchObject({ fee: { amount: 500_000 }, changeRequest: null })
  })
})
