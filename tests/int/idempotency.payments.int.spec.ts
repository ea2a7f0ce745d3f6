import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as cancelRoute from '../../src/app/api/bookings/[id]/cancel/route'
import * as paymentRoute from '../../src/app/api/bookings/[id]/payment/route'
import * as problemRoute from '../../src/app/api/bookings/[id]/problem/route'
import * as confirmRoute from '../../src/app/api/bookings/[id]/terms/confirm/route'
import * as decisionRoute from '../../src/app/api/payments/[id]/decision/route'
import type { StandIn } from '../../scripts/iyzicoStandin/standin'
import { apiRequest, params, readBody } from '../helpers/api'
import {
  bookThroughMarket,
  cleanupMarket,
  makeGig,
  type MarketFixture,
  seedMarket,
} from '../helpers/market'
import { getTestPayload } from '../helpers/payload'
import {
  cleanupPayments,
  confirmedBooking,
  gigStarted,
  paymentOf,
  payBooking,
  payments,
  personPayout,
  useStandIn,
} from '../helpers/payments'
import { hoursFrom, terms } from '../helpers/termsApi'

/*
 * Confirming a booking's terms makes its payment due (payments on): both in one transaction, so
 * the confirmation honours an Idempotency-Key. So do the payment writes (start paying, report a
 * problem, cancel, an admin's decision): each runs in one transaction, the provider's calls in it.
 */
let payload: Payload
let f: MarketFixture
let standIn: StandIn

beforeAll(async () => {
  payload = await getTestPayload()
  standIn = await useStandIn()
  f = await seedMarket(payload)
  const payout = await payments.putPayout(f.artist.token, personPayout())
  if (payout.status !== 200) throw new Error(`payout: ${JSON.stringify(payout.body)}`)
})

afterAll(async () => {
  const users = Object.values(f).map((a) => a.user.id)
  await cleanupPayments(payload, users)
  await cleanupMarket(payload, f)
  await standIn.stop()
})

/** A booking whose fixed-fee terms the organizer proposed, waiting for the artist. */
async function proposedBooking() {
  const gig = await makeGig(payload, f.organizer.user)
  const bookingId = (await bookThroughMarket(payload, f.organizer, f.artist, gig.id)).booking.id
  const proposed = await terms.propose(f.organizer.token, bookingId, {
    fee: { type: 'fixed', amount: 500_000 },
    setLengthMinutes: 60,
    loadInAt: hoursFrom(gig.date, -3),
    soundcheckAt: hoursFrom(gig.date, -2),
    setAt: gig.date,
    provides: {},
    cancellationPolicy: 'moderate',
  })
  if (proposed.status !== 200) throw new Error(`propose: ${JSON.stringify(proposed.body)}`)
  return bookingId
}

const confirm = (bookingId: number, key: string) =>
  confirmRoute.POST(
    apiRequest(`/api/bookings/${bookingId}/terms/confirm?locale=en`, {
      method: 'POST',
      token: f.artist.token,
      body: {},
      headers: { 'idempotency-key': key },
    }),
    params({ id: String(bookingId) }),
  )

const paymentsOf = async (bookingId: number) =>
  (await payload.find({ collection: 'payments', where: { booking: { equals: bookingId } } })).docs

const termsNotices = async () =>
  (
    await payload.count({
      collection: 'notifications',
      where: {
        and: [{ user: { equals: f.organizer.user.id } }, { type: { equals: 'termsConfirmed' } }],
      },
    })
  ).totalDocs

describe('Idempotency-Key on confirming terms', () => {
  it('confirms once for three concurrent requests with one key: one payment due, one notice', async () => {
    const bookingId = await proposedBooking()
    const noticesBefore = await termsNotices()
    const key = randomUUID()
    const replies = await Promise.all([
      confirm(bookingId, key),
      confirm(bookingId, key),
      confirm(bookingId, key),
    ])
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200])
    expect(replies.filter((reply) => reply.headers.get('idempotent-replayed'))).toHaveLength(2)
    const bodies = await Promise.all(replies.map(readBody))
    expect(bodies[1]).toEqual(bodies[0])
    expect(bodies[2]).toEqual(bodies[0])
    expect(bodies[0]).toMatchObject({ success: true, data: { termsStatus: 'confirmed' } })
    const due = await paymentsOf(bookingId)
    expect(due).toHaveLength(1)
    expect(due[0]).toMatchObject({ status: 'due' })
    expect(due[0].dueAt).toBeTruthy()
    expect(await termsNotices()).toBe(noticesBefore + 1)
  })

  it('leaves neither the confirmation nor a payment when its transaction fails', async () => {
    const bookingId = await proposedBooking()
    // Refused inside the transaction (the proposal read is not the one stored): nothing kept.
    const stale = await confirmRoute.POST(
      apiRequest(`/api/bookings/${bookingId}/terms/confirm?locale=en`, {
        method: 'POST',
        token: f.artist.token,
        body: { proposedAt: new Date(0).toISOString() },
        headers: { 'idempotency-key': randomUUID() },
      }),
      params({ id: String(bookingId) }),
    )
    expect(stale.status).toBe(409)
    expect(await paymentsOf(bookingId)).toEqual([])
    const booking = await payload.findByID({ collection: 'bookings', id: bookingId })
    expect(booking.termsStatus).toBe('proposed')
  })
})

/** `n` copies of one keyed request, sent at once; their statuses, bodies and replay marks. */
async function sentAtOnce(n: number, send: () => Promise<Response>) {
  const replies = await Promise.all(Array.from({ length: n }, send))
  return {
    statuses: replies.map((reply) => reply.status),
    replayed: replies.filter((reply) => reply.headers.get('idempotent-replayed')).length,
    bodies: await Promise.all(replies.map(readBody)),
  }
}

const keyed = (path: string, token: string, body: unknown, key: string) =>
  apiRequest(`${path}?locale=en`, {
    method: 'POST',
    token,
    body,
    headers: { 'idempotency-key': key },
  })

/** The provider's calls to a path containing `part`, so far. */
const providerCalls = (part: string) =>
  [...standIn.calls.entries()]
    .filter(([path]) => path.includes(part))
    .reduce((sum, [, n]) => sum + n, 0)

describe('Idempotency-Key on the payment writes', () => {
  it('starts one checkout with the provider for three concurrent requests with one key', async () => {
    const { bookingId } = await confirmedBooking(payload, f)
    const before = providerCalls('checkoutform/initialize')
    const key = randomUUID()
    const read = await payments.contract(f.organizer.token, bookingId)
    const accepted = { contract: (read.body.data as { hash: string }).hash }
    const { statuses, replayed, bodies } = await sentAtOnce(3, () =>
      paymentRoute.POST(
        keyed(`/api/bookings/${bookingId}/payment`, f.organizer.token, accepted, key),
        params({ id: String(bookingId) }),
      ),
    )
    expect(statuses).toEqual([200, 200, 200])
    expect(replayed).toBe(2)
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1)
    expect((bodies[0].data as { checkoutUrl: string }).checkoutUrl).toMatch(/^http/)
    expect(providerCalls('checkoutform/initialize') - before).toBe(1)
  })

  it('holds the payment once for a problem reported three times at once with one key', async () => {
    const { bookingId, gig } = await confirmedBooking(payload, f)
    await payBooking(f.organizer, bookingId)
    await gigStarted(payload, gig.id)
    const key = randomUUID()
    const { statuses, replayed } = await sentAtOnce(3, () =>
      problemRoute.POST(
        keyed(
          `/api/bookings/${bookingId}/problem`,
          f.organizer.token,
          { text: 'The band did not show up.' },
          key,
        ),
        params({ id: String(bookingId) }),
      ),
    )
    expect(statuses).toEqual([200, 200, 200])
    expect(replayed).toBe(2)
    const payment = await paymentOf(payload, bookingId)
    expect(payment.status).toBe('held')
    const reported = (payment.events ?? []).filter((e) => e.type === 'problemReported')
    expect(reported).toHaveLength(1)

    // The admin's decision on it, sent twice at once with one key: decided and paid out once.
    const approvals = providerCalls('item/approve')
    const refunds = providerCalls('refund')
    const decision = randomUUID()
    const decided = await sentAtOnce(2, () =>
      decisionRoute.POST(
        keyed(
          `/api/payments/${payment.id}/decision`,
          f.admin.token,
          { action: 'release', note: 'Played after all' },
          decision,
        ),
        params({ id: String(payment.id) }),
      ),
    )
    expect(decided.statuses, JSON.stringify(decided.bodies)).toEqual([200, 200])
    expect(decided.replayed).toBe(1)
    const after = await paymentOf(payload, bookingId)
    expect(after.status).not.toBe('held')
    expect(
      providerCalls('item/approve') - approvals + (providerCalls('refund') - refunds),
    ).toBeLessThanOrEqual(1)
    expect((after.events ?? []).filter((e) => e.type === 'decided')).toHaveLength(1)
  })

  it('cancels a paid booking and refunds once for three concurrent requests with one key', async () => {
    const { bookingId } = await confirmedBooking(payload, f)
    await payBooking(f.organizer, bookingId)
    const refunds = providerCalls('refund')
    const key = randomUUID()
    const { statuses, replayed } = await sentAtOnce(3, () =>
      cancelRoute.POST(
        keyed(`/api/bookings/${bookingId}/cancel`, f.artist.token, { reason: 'Ill' }, key),
        params({ id: String(bookingId) }),
      ),
    )
    expect(statuses).toEqual([200, 200, 200])
    expect(replayed).toBe(2)
    expect(providerCalls('refund') - refunds).toBe(1)
    const booking = await payload.findByID({ collection: 'bookings', id: bookingId })
    expect(booking.state).toBe('cancelled')
  })
})
