import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import type { StandIn } from '../../scripts/iyzicoStandin/standin'
import { canMovePayment, PAYMENT_STATUSES } from '../../src/lib/payments/paymentStates'
import { liraToKurus } from '../../src/lib/money/kurus'
import { cancelUnpaid, reconcilePayments } from '../../src/server/payments'
import { cleanupMarket, type MarketFixture, seedMarket } from '../helpers/market'
import { getTestPayload } from '../helpers/payload'
import {
  cleanupPayments,
  clearFaults,
  confirmedBooking,
  conservationGaps,
  paymentOf,
  payments,
  payOnStandIn,
  personPayout,
  REFUSED_CARD,
  standInFault,
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
  // A provider call without an answer in 1.5 s is taken as unknown (the stand-in can hang one).
  process.env.PAYMENT_PROVIDER_TIMEOUT_MS = '1500'
  f = await seedMarket(payload)
  expect((await payments.putPayout(f.artist.token, personPayout())).status).toBe(200)
})
afterEach(async () => {
  await clearFaults(standIn)
})
afterAll(async () => {
  // Every kuruş the stand-in captured in this file is on a booking or given back.
  expect(await conservationGaps(payload, standIn, bookings)).toEqual([])
  await cleanupPayments(
    payload,
    Object.values(f).map((a) => a.user.id),
  )
  await cleanupMarket(payload, f)
  await standIn.stop()
  delete process.env.PAYMENT_PROVIDER_TIMEOUT_MS
})

const booking = async (options: Parameters<typeof confirmedBooking>[2] = {}) => {
  const made = await confirmedBooking(payload, f, options)
  bookings.push(made.bookingId)
  return made
}
const checkoutUrlOf = async (bookingId: number) => {
  const started = await payments.pay(f.organizer.token, bookingId)
  expect(started.status).toBe(200)
  return (started.body.data as { checkoutUrl: string }).checkoutUrl
}
const view = async (bookingId: number) =>
  (await payments.get(f.organizer.token, bookingId)).body.data as {
    status: string
    charged: number
    canPay: boolean
    attempts: { amount: number; state: string; note: string | null }[]
  }
const propose = (bookingId: number, gigDate: string, lira: number) =>
  terms.propose(f.organizer.token, bookingId, {
    fee: { type: 'fixed', amount: liraToKurus(lira) },
    setLengthMinutes: 60,
    loadInAt: hoursFrom(gigDate, -3),
    soundcheckAt: hoursFrom(gigDate, -2),
    setAt: gigDate,
    provides: {},
    cancellationPolicy: 'moderate',
  })
const itemsOf = (bookingId: number) =>
  [...standIn.items.values()].filter((item) => item.basketId === `booking-${bookingId}`)
const operationsOf = async (bookingId: number) => {
  const payment = await paymentOf(payload, bookingId)
  return (
    await payload.find({
      collection: 'payment-operations',
      where: { payment: { equals: payment.id } },
      pagination: false,
      depth: 0,
    })
  ).docs
}

describe('a page opened before the terms changed', () => {
  it('is refunded in full when paid after new terms were confirmed, and a new page pays the new amount', async () => {
    const { bookingId, gig } = await booking({ lira: 500 })
    const oldPage = await checkoutUrlOf(bookingId)
    expect((await propose(bookingId, gig.date, 4000)).status).toBe(200)
    expect((await terms.confirm(f.artist.token, bookingId)).status).toBe(200)
    // The old page is still open at the provider and is paid there.
    const token = await payOnStandIn(oldPage)
    const back = await payments.callback(token)
    expect(back.headers.get('location')).toContain('payment=refunded')
    const after = await view(bookingId)
    expect(after).toMatchObject({ status: 'due', charged: 50_000, canPay: true })
    expect(after.attempts).toEqual([
      expect.objectContaining({ amount: 50_000, state: 'refunded', note: 'termsChanged' }),
    ])
    expect(itemsOf(bookingId)).toEqual([
      expect.objectContaining({ price: 50_000, refunded: 50_000 }),
    ])
    // The organizer is told why; a new page is for the new amount.
    const notices = await payload.find({
      collection: 'notifications',
      where: { user: { equals: f.organizer.user.id } },
      limit: 50,
    })
    expect(notices.docs.map((n) => n.type)).toContain('strayPaymentRefunded')
    const fresh = await checkoutUrlOf(bookingId)
    expect(fresh).not.toBe(oldPage)
    await payments.callback(await payOnStandIn(fresh))
    expect(await view(bookingId)).toMatchObject({ status: 'paid', charged: 450_000 })
  })

  it('is refunded when paid while new terms are only proposed, and nothing can be paid meanwhile', async () => {
    const { bookingId, gig } = await booking({ lira: 500 })
    const oldPage = await checkoutUrlOf(bookingId)
    expect((await propose(bookingId, gig.date, 700)).status).toBe(200)
    await payments.callback(await payOnStandIn(oldPage))
    expect(await view(bookingId)).toMatchObject({ status: 'unpaid', charged: 50_000 })
    expect((await payments.pay(f.organizer.token, bookingId)).status).toBe(409)
    expect(itemsOf(bookingId)[0]).toMatchObject({ refunded: 50_000 })
  })
})

describe("a page paid at another amount than the booking's", () => {
  it('is refunded in full automatically, the booking stays due, and the organizer is told why', async () => {
    const { bookingId, applicationId } = await booking({ lira: 500 })
    const page = await checkoutUrlOf(bookingId)
    // The provider charges 450 TL on this booking's current page (its record says 500 TL).
    const checkout = [...standIn.checkouts.values()].find(
      (c) => c.basketId === `booking-${bookingId}`,
    )!
    checkout.price = 45_000
    checkout.item.price = 45_000
    const back = await payments.callback(await payOnStandIn(page))
    expect(back.headers.get('location')).toContain('payment=refunded')
    const after = await view(bookingId)
    expect(after).toMatchObject({ status: 'due', charged: 45_000, canPay: true })
    expect(after.attempts).toEqual([
      expect.objectContaining({ state: 'refunded', note: 'amountMismatch' }),
    ])
    expect(itemsOf(bookingId)).toEqual([
      expect.objectContaining({ price: 45_000, refunded: 45_000 }),
    ])
    const notices = await payload.find({
      collection: 'notifications',
      where: {
        and: [
          { user: { equals: f.organizer.user.id } },
          { type: { equals: 'strayPaymentRefunded' } },
          { application: { equals: applicationId } },
        ],
      },
      depth: 0,
    })
    expect(notices.totalDocs).toBe(1)
  })
})

describe('the provider decides, never the caller', () => {
  it("an early post-back leaves the page payable; the provider's notification then pays the booking", async () => {
    const { bookingId } = await booking({ lira: 800 })
    const url = await checkoutUrlOf(bookingId)
    const token = url.split('/').at(-1)!
    const early = await payments.callback(token)
    expect(early.headers.get('location')).toContain('payment=pending')
    expect(await view(bookingId)).toMatchObject({ status: 'due', canPay: true })
    // The same page still takes the card; the browser never comes back, the notification does.
    await payOnStandIn(url)
    expect((await payments.notify(token, 'f'.repeat(64))).status).toBe(401)
    expect(await view(bookingId)).toMatchObject({ status: 'due' })
    expect((await payments.notify(token)).status).toBe(200)
    expect(await view(bookingId)).toMatchObject({ status: 'paid', charged: 80_000 })
  })

  it('a payer who closes the browser is found by reconciliation before the unpaid cancel', async () => {
    const { bookingId } = await booking({ lira: 900 })
    await payOnStandIn(await checkoutUrlOf(bookingId))
    const payment = await paymentOf(payload, bookingId)
    await payload.update({
      collection: 'payments',
      id: payment.id,
      data: { dueAt: new Date(Date.now() - 60_000).toISOString() },
    })
    // The cancel asks the provider first: the page was paid, so the booking is paid, not cancelled.
    expect(await cancelUnpaid(payload)).not.toContain(bookingId)
    expect(await view(bookingId)).toMatchObject({ status: 'paid', charged: 90_000 })
  })

  it("a refused card fails its page with the provider's reason and charges nothing", async () => {
    const { bookingId } = await booking({ lira: 600 })
    const back = await payments.callback(
      await payOnStandIn(await checkoutUrlOf(bookingId), REFUSED_CARD),
    )
    expect(back.headers.get('location')).toContain('payment=failed')
    expect((await view(bookingId)).attempts).toEqual([
      expect.objectContaining({
        state: 'failed',
        note: 'Kart limiti yetersiz, yetersiz bakiye',
        declineCode: '10051',
      }),
    ])
  })

  it('two pages of one booking paid: one pays the booking, the other is refunded', async () => {
    const { bookingId } = await booking({ lira: 1000 })
    const first = await checkoutUrlOf(bookingId)
    // Twenty minutes later a click opens a second page; the first is still open at the provider.
    const payment = await paymentOf(payload, bookingId)
    await payload.update({
      collection: 'checkout-attempts',
      where: { payment: { equals: payment.id } },
      data: { startedAt: new Date(Date.now() - 21 * 60_000).toISOString() },
    })
    const second = await checkoutUrlOf(bookingId)
    expect(second).not.toBe(first)
    const [a, b] = [await payOnStandIn(first), await payOnStandIn(second)]
    await Promise.all([payments.callback(a), payments.callback(b)])
    const after = await view(bookingId)
    expect(after).toMatchObject({ status: 'paid', charged: 200_000 })
    expect(after.attempts.map((x) => x.state).sort()).toEqual(['paid', 'refunded'])
  })

  it('a failed retrieval leaves the page open; reconciliation decides it later', async () => {
    const { bookingId } = await booking({ lira: 650 })
    const token = await payOnStandIn(await checkoutUrlOf(bookingId))
    await standInFault(standIn, { op: 'retrieve', mode: 'errorBeforeWork', count: 1 })
    expect((await payments.callback(token)).headers.get('location')).toContain('payment=pending')
    expect(await view(bookingId)).toMatchObject({ status: 'due' })
    await reconcilePayments(payload)
    expect(await view(bookingId)).toMatchObject({ status: 'paid' })
  })
})

describe('a provider call that fails or never answers', () => {
  it('a refund that was done but never answered is found done, never sent twice', async () => {
    const { bookingId } = await booking({ lira: 1200, policy: 'strict', daysAhead: 3 })
    await payments.callback(await payOnStandIn(await checkoutUrlOf(bookingId)))
    await standInFault(standIn, { op: 'refund', mode: 'timeoutAfterWork', count: 1 })
    // The artist cancels: all of it is refunded; the provider does it, the answer is lost.
    expect((await payments.cancel(f.artist.token, bookingId)).status).toBe(200)
    expect((await operationsOf(bookingId)).map((op) => op.state)).toEqual(['unknown'])
    expect(itemsOf(bookingId)[0]!.refunds).toEqual([120_000])
    await reconcilePayments(payload)
    expect((await operationsOf(bookingId)).map((op) => op.state)).toEqual(['done'])
    expect(itemsOf(bookingId)[0]!.refunds).toEqual([120_000])
    expect((await paymentOf(payload, bookingId)).flagged).toBeFalsy()
  })

  it('a refund refused before any work is carried out by reconciliation, once', async () => {
    const { bookingId } = await booking({ lira: 1300, policy: 'strict', daysAhead: 3 })
    await payments.callback(await payOnStandIn(await checkoutUrlOf(bookingId)))
    await standInFault(standIn, { op: 'refund', mode: 'errorBeforeWork', count: 1 })
    expect((await payments.cancel(f.artist.token, bookingId)).status).toBe(200)
    expect((await operationsOf(bookingId)).map((op) => op.state)).toEqual(['pending'])
    expect(itemsOf(bookingId)[0]!.refunds).toEqual([])
    await reconcilePayments(payload)
    await reconcilePayments(payload)
    expect(itemsOf(bookingId)[0]!.refunds).toEqual([130_000])
    expect((await operationsOf(bookingId)).map((op) => op.state)).toEqual(['done'])
  })

  it('an approval that was done but never answered is recorded once', async () => {
    const { bookingId } = await booking({ lira: 1400, policy: 'moderate', daysAhead: 3 })
    await payments.callback(await payOnStandIn(await checkoutUrlOf(bookingId)))
    await standInFault(standIn, { op: 'approve', mode: 'timeoutAfterWork', count: 1 })
    // The organizer cancels inside the week: half refunded, half released to the artist.
    expect((await payments.cancel(f.organizer.token, bookingId)).status).toBe(200)
    const states = async () => (await operationsOf(bookingId)).map((op) => `${op.kind}:${op.state}`)
    expect((await states()).sort()).toEqual(['refund:done', 'release:unknown'])
    await reconcilePayments(payload)
    expect((await states()).sort()).toEqual(['refund:done', 'release:done'])
    expect(itemsOf(bookingId)[0]).toMatchObject({ approved: true, refunded: 70_000 })
  })
})

describe('a page the provider does not open', () => {
  it('is recorded failed, whether refused or never answered, and the next click opens a page', async () => {
    const { bookingId } = await booking({ lira: 550 })
    await standInFault(standIn, { op: 'initialize', mode: 'errorBeforeWork', count: 1 })
    expect((await payments.pay(f.organizer.token, bookingId)).status).toBe(503)
    await standInFault(standIn, { op: 'initialize', mode: 'timeoutAfterWork', count: 1 })
    expect((await payments.pay(f.organizer.token, bookingId)).status).toBe(503)
    expect((await view(bookingId)).attempts.map((a) => a.state)).toEqual(['failed', 'failed'])
    await payments.callback(await payOnStandIn(await checkoutUrlOf(bookingId)))
    expect(await view(bookingId)).toMatchObject({ status: 'paid', charged: 55_000 })
  })
})

describe('a page paid during a cancel', () => {
  it('is refunded, and the cancelled booking is never shown paid', async () => {
    const { bookingId } = await booking({ lira: 750 })
    const url = await checkoutUrlOf(bookingId)
    const token = await payOnStandIn(url)
    const [cancelled] = await Promise.all([
      payments.cancel(f.organizer.token, bookingId, 'Plans changed'),
      payments.callback(token),
    ])
    const after = await view(bookingId)
    if (cancelled.status === 200) {
      // The cancel came first: the page's money is refunded whole.
      expect(after.status).not.toBe('paid')
      expect(itemsOf(bookingId)[0]).toMatchObject({ refunded: 75_000 })
    } else {
      // The payment came first: the booking is paid and still confirmed.
      expect(after.status).toBe('paid')
    }
  })
})

describe("a payment's status", () => {
  it('changes only along the transition table', () => {
    expect(canMovePayment('due', 'paid')).toBe(true)
    expect(canMovePayment('paid', 'held')).toBe(true)
    expect(canMovePayment('held', 'partlyRefunded')).toBe(true)
    expect(canMovePayment('due', 'released')).toBe(false)
    expect(canMovePayment('released', 'refunded')).toBe(false)
    expect(canMovePayment('refunded', 'paid')).toBe(false)
    for (const status of PAYMENT_STATUSES) expect(canMovePayment(status, status)).toBe(false)
  })
})
