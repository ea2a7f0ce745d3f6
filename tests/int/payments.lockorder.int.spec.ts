import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { StandIn } from '../../scripts/iyzicoStandin/standin'
import * as gigRoute from '../../src/app/api/gigs/[id]/route'
import { reconcilePayments, releaseDuePayments } from '../../src/server/payments'
import { apiRequest, params, readBody } from '../helpers/api'
import { cleanupMarket, type MarketFixture, seedMarket } from '../helpers/market'
import { getTestPayload } from '../helpers/payload'
import {
  cleanupPayments,
  confirmedBooking,
  conservationGaps,
  paymentOf,
  payments,
  payOnStandIn,
  personPayout,
  useStandIn,
} from '../helpers/payments'
import { hoursFrom, terms } from '../helpers/termsApi'

let payload: Payload
let f: MarketFixture
let standIn: StandIn
const bookings: number[] = []

beforeAll(async () => {
  payload = await getTestPayload()
  standIn = await useStandIn()
  f = await seedMarket(payload)
  expect((await payments.putPayout(f.artist.token, personPayout())).status).toBe(200)
})
afterAll(async () => {
  await cleanupPayments(
    payload,
    Object.values(f).map((a) => a.user.id),
  )
  await cleanupMarket(payload, f)
  await standIn.stop()
})

const ROUNDS = 5
const PER_ROUND = 10

/** Every write that touches a booking's money, each as its own request, all at once. */
async function race(bookingId: number, gigId: number, gigDate: string, token: string) {
  const cancelGig = async () => {
    const res = await gigRoute.DELETE(
      apiRequest(`/api/gigs/${gigId}?locale=en`, { method: 'DELETE', token: f.organizer.token }),
      params({ id: String(gigId) }),
    )
    return { status: res.status, body: await readBody(res) }
  }
  const payment = await paymentOf(payload, bookingId)
  const writes = [
    () =>
      payments.callback(token).then((res) => ({ status: res.status === 303 ? 200 : res.status })),
    () => payments.cancel(f.organizer.token, bookingId, 'Plans changed'),
    () => payments.cancel(f.artist.token, bookingId, 'Ill'),
    () =>
      terms.propose(f.organizer.token, bookingId, {
        fee: { type: 'fixed', amount: 250_000 },
        setLengthMinutes: 60,
        loadInAt: hoursFrom(gigDate, -3),
        soundcheckAt: hoursFrom(gigDate, -2),
        setAt: gigDate,
        provides: {},
        cancellationPolicy: 'moderate',
      }),
    () => terms.confirm(f.artist.token, bookingId),
    () => payments.problem(f.organizer.token, bookingId, 'The artist played a short set.'),
    () => payments.decide(f.admin.token, payment.id, { action: 'refund', note: 'Refunded.' }),
    cancelGig,
    () => releaseDuePayments(payload).then(() => ({ status: 200 })),
    () => reconcilePayments(payload).then(() => ({ status: 200 })),
  ]
  // Shuffled, so each round starts them in another order.
  const order = writes.map((w) => [Math.random(), w] as const).sort(([a], [b]) => a - b)
  return Promise.all(order.map(([, write]) => write()))
}

describe('every write touching a booking, raced', () => {
  it(`${ROUNDS * PER_ROUND} races end with no deadlock, no 500 and one consistent state`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const made: { bookingId: number; gig: { id: number; date: string }; token: string }[] = []
      for (let i = 0; i < PER_ROUND; i++) {
        {
          // Half of them are paid, their release due; half have a page paid but not yet reported.
          // One artist, so each on a day of its own (a month ahead, the next free one).
          const { bookingId, gig } = await confirmedBooking(payload, f, {
            lira: 1000 + i,
            policy: 'moderate',
          })
          bookings.push(bookingId)
          const started = await payments.pay(f.organizer.token, bookingId)
          const { checkoutUrl } = started.body.data as { checkoutUrl: string }
          const token = await payOnStandIn(checkoutUrl)
          if (i % 2 === 0) {
            await payments.callback(token)
            const payment = await paymentOf(payload, bookingId)
            await payload.update({
              collection: 'payments',
              id: payment.id,
              data: { releaseAt: new Date(Date.now() - 1000).toISOString() },
            })
          }
          made.push({ bookingId, gig, token })
        }
      }
      const answers = await Promise.all(
        made.map(({ bookingId, gig, token }) => race(bookingId, gig.id, gig.date, token)),
      )
      for (const answer of answers.flat()) expect(answer.status).toBeLessThan(500)
      // Whatever won, the end state is one the rules allow.
      await reconcilePayments(payload)
      for (const { bookingId } of made) {
        const booking = await payload.findByID({ collection: 'bookings', id: bookingId, depth: 0 })
        const payment = await paymentOf(payload, bookingId)
        if (booking.state === 'cancelled')
          expect(['due', 'released', 'refunded', 'partlyRefunded']).toContain(payment.status)
        if (payment.status === 'paid' || payment.status === 'held')
          expect(booking.state).toBe('confirmed')
        const open = await payload.count({
          collection: 'payment-operations',
          where: { and: [{ payment: { equals: payment.id } }, { state: { not_equals: 'done' } }] },
        })
        expect(open.totalDocs).toBe(0)
      }
    }
    expect(await conservationGaps(payload, standIn, bookings)).toEqual([])
  }, 300_000)
})
