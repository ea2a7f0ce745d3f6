import { revalidateTag } from 'next/cache'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import * as venueRoute from '../../src/app/api/venues/[slug]/route'
import type { StandIn } from '../../scripts/iyzicoStandin/standin'
import { MARKET_ANSWERS_TAG } from '../../src/lib/cacheTags'
import type { Venue } from '../../src/payload-types'
import { apiRequest, params, readBody } from '../helpers/api'
import { cleanupMarket, type MarketFixture, seedMarket } from '../helpers/market'
import { getTestPayload } from '../helpers/payload'
import {
  cleanupPayments,
  confirmedBooking,
  payBooking,
  paymentOf,
  payments,
  personPayout,
  useStandIn,
} from '../helpers/payments'

// Outside a Next.js request the real revalidateTag would throw; the hooks' calls are recorded.
vi.mock('next/cache', async (actual) =>
  (await import('../helpers/recordedCache')).recordedNextCache(actual),
)

let payload: Payload
let f: MarketFixture
let standIn: StandIn
let venue: Venue

beforeAll(async () => {
  payload = await getTestPayload()
  standIn = await useStandIn()
  f = await seedMarket(payload)
  venue = await payload.create({
    collection: 'venues',
    data: {
      user: f.organizer.user.id,
      name: `Ödeme Sahnesi ${Date.now()}`,
      city: 'istanbul',
      isPublic: true,
    },
  })
  expect((await payments.putPayout(f.artist.token, personPayout())).status).toBe(200)
})
afterAll(async () => {
  await cleanupPayments(
    payload,
    Object.values(f).map((a) => a.user.id),
  )
  await payload.delete({ collection: 'venues', where: { id: { equals: venue.id } } })
  await cleanupMarket(payload, f)
  await standIn.stop()
})

const record = async () => {
  const slug = venue.slug!
  const res = await venueRoute.GET(apiRequest(`/api/venues/${slug}`), params({ slug }))
  return ((await readBody(res)).data as { paymentRecord: unknown }).paymentRecord
}

const paidBooking = async (options: { daysAhead?: number; policy?: string } = {}) => {
  const { bookingId } = await confirmedBooking(payload, f, {
    venueProfile: venue.id,
    lira: 1000,
    ...options,
  })
  await payBooking(f.organizer, bookingId)
  return bookingId
}

describe("a venue's payment record", () => {
  it('is null below three paid bookings, then counts paid, on time and late cancellations', async () => {
    // An unpaid booking counts for nothing.
    await confirmedBooking(payload, f, { venueProfile: venue.id, lira: 800 })
    await paidBooking()
    const { bookingId: second } = await confirmedBooking(payload, f, { venueProfile: venue.id })
    vi.mocked(revalidateTag).mockClear()
    await payBooking(f.organizer, second)
    // A payment that moves expires the cached venue answers that carry the record.
    expect(vi.mocked(revalidateTag).mock.calls.map(([tag]) => tag)).toContain(MARKET_ANSWERS_TAG)
    expect(await record()).toBeNull()

    // Paid after it was due: paid on the platform, not on time.
    const { bookingId: late } = await confirmedBooking(payload, f, {
      venueProfile: venue.id,
      lira: 900,
    })
    const due = await paymentOf(payload, late)
    await payload.update({
      collection: 'payments',
      id: due.id,
      data: { dueAt: new Date(Date.now() - 60_000).toISOString() },
    })
    await payBooking(f.organizer, late)
    expect(await record()).toEqual({ paidOnPlatform: 3, paidOnTime: 2, cancelledLate: 0 })

    // The venue cancels 3 days before under a moderate policy: half goes to the artist (late).
    const cancelledLate = await paidBooking({ daysAhead: 3, policy: 'moderate' })
    expect((await payments.cancel(f.organizer.token, cancelledLate, 'Mekân kapandı')).status).toBe(
      200,
    )
    // The artist cancelling is refunded whole: not the venue's late cancellation.
    const byArtist = await paidBooking({ daysAhead: 3, policy: 'strict' })
    expect((await payments.cancel(f.artist.token, byArtist)).status).toBe(200)
    // The venue cancelling a month ahead under a flexible policy is refunded whole: not late.
    const early = await paidBooking({ daysAhead: 30, policy: 'flexible' })
    expect((await payments.cancel(f.organizer.token, early, 'Takvim değişti')).status).toBe(200)

    expect(await record()).toEqual({ paidOnPlatform: 6, paidOnTime: 5, cancelledLate: 1 })
    // Seven bookings made, six paid through the stand-in and three refunded, one after another:
    // some 28 s on two busy cores, too near the suite's 30 s default.
  }, 90_000)
})
