import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { releaseDuePayments } from '../../src/server/payments'
import type { StandIn } from '../../scripts/iyzicoStandin/standin'
import { cleanupMarket, type MarketFixture, seedMarket } from '../helpers/market'
import { getTestPayload } from '../helpers/payload'
import {
  cleanupPayments,
  confirmedBooking,
  ledgerOf,
  payBooking,
  paymentOf,
  payments,
  payOnStandIn,
  personPayout,
  useStandIn,
} from '../helpers/payments'

let payload: Payload
let f: MarketFixture
let standIn: StandIn

beforeAll(async () => {
  payload = await getTestPayload()
  standIn = await useStandIn()
  f = await seedMarket(payload)
  const saved = await payments.putPayout(f.artist.token, personPayout())
  if (saved.status !== 200) throw new Error(JSON.stringify(saved.body))
})
afterAll(async () => {
  await cleanupPayments(
    payload,
    Object.values(f).map((a) => a.user.id),
  )
  await cleanupMarket(payload, f)
  await standIn.stop()
})

const ROUNDS = 4

describe('an organizer cancelling while the worker releases', () => {
  it('ends in one consistent state: either paid out and still booked, or cancelled and split', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      // Moderate, 3 days ahead: a cancel now keeps half for the artist, a release pays it all.
      const { bookingId } = await confirmedBooking(payload, f, {
        lira: 1000,
        policy: 'moderate',
        daysAhead: 3,
      })
      await payBooking(f.organizer, bookingId)
      const payment = await paymentOf(payload, bookingId)
      await payload.update({
        collection: 'payments',
        id: payment.id,
        data: { releaseAt: new Date(Date.now() - 1000).toISOString() },
      })
      // Alternate which one starts first; both run at once against the same rows.
      const cancel = () => payments.cancel(f.organizer.token, bookingId, 'Yağmur')
      const release = () => releaseDuePayments(payload)
      const [cancelled, released] =
        round % 2 === 0
          ? await Promise.all([cancel(), release()])
          : await Promise.all([release(), cancel()]).then(([r, c]) => [c, r] as const)
      const booking = await payload.findByID({ collection: 'bookings', id: bookingId })
      const settled = await paymentOf(payload, bookingId)
      const { entries, movementSums } = await ledgerOf(payload, settled.id)
      expect(movementSums.every((sum) => sum === 0)).toBe(true)
      const sum = (account: string) =>
        entries.filter((e) => e.account === account).reduce((total, e) => total + e.amount, 0)
      const item = standIn.items.get(settled.provider!.itemId!)!
      if (cancelled.status === 200) {
        expect(released).not.toContain(bookingId)
        expect(booking.state).toBe('cancelled')
        expect(settled.status).toBe('partlyRefunded')
        expect({ artist: sum('artist'), escrow: sum('escrow') }).toEqual({
          artist: 45_000,
          escrow: 0,
        })
        expect(item).toMatchObject({ refunded: 50_000, approved: true, subMerchantPrice: 45_000 })
      } else {
        expect(cancelled.status).toBe(409)
        expect(released).toContain(bookingId)
        expect(booking.state).toBe('confirmed')
        expect(settled.status).toBe('released')
        expect({ artist: sum('artist'), escrow: sum('escrow') }).toEqual({
          artist: 90_000,
          escrow: 0,
        })
        expect(item).toMatchObject({ refunded: 0, approved: true, subMerchantPrice: 90_000 })
      }
      // Exactly one release movement, never a refund after a release or the other way round twice.
      expect(entries.filter((e) => e.kind === 'release')).toHaveLength(2)
    }
  })
})

describe('concurrent callbacks and clicks', () => {
  it('two callbacks at once book one charge', async () => {
    const { bookingId } = await confirmedBooking(payload, f, { lira: 700 })
    const started = await payments.pay(f.organizer.token, bookingId)
    const { checkoutUrl } = started.body.data as { checkoutUrl: string }
    const token = await payOnStandIn(checkoutUrl)
    const answers = await Promise.all([1, 2, 3].map(() => payments.callback(token)))
    for (const answer of answers) expect(answer.headers.get('location')).toContain('payment=paid')
    const payment = await paymentOf(payload, bookingId)
    const { entries } = await ledgerOf(payload, payment.id)
    expect(
      entries
        .filter((e) => e.kind === 'charge')
        .map((e) => e.amount)
        .sort(),
    ).toEqual([-70_000, 70_000])
  })
})
