import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as confirmRoute from '../../src/app/api/bookings/[id]/terms/confirm/route'
import type { StandIn } from '../../scripts/iyzicoStandin/standin'
import { apiRequest, params, readBody } from '../helpers/api'
import { cleanupMarket, makeGig, type MarketFixture, seedMarket } from '../helpers/market'
import { market } from '../helpers/marketApi'
import { getTestPayload } from '../helpers/payload'
import { cleanupPayments, useStandIn } from '../helpers/payments'
import { hoursFrom, terms } from '../helpers/termsApi'

/*
 * Confirming a booking's terms makes its payment due (payments on): both in one transaction, so
 * the confirmation honours an Idempotency-Key.
 */
let payload: Payload
let f: MarketFixture
let standIn: StandIn

beforeAll(async () => {
  payload = await getTestPayload()
  standIn = await useStandIn()
  f = await seedMarket(payload)
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
  const applied = await market.apply(f.artist.token, gig.id)
  const applicationId = (applied.body.data as { id: number }).id
  await market.answer(f.organizer.token, applicationId, 'accept')
  const { docs } = await payload.find({
    collection: 'bookings',
    where: { application: { equals: applicationId } },
  })
  const bookingId = docs[0]!.id
  const proposed = await terms.propose(f.organizer.token, bookingId, {
    fee: { type: 'fixed', amount: 5000 },
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
