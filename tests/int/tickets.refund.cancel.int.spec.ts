import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { cancelGig, reconcilePayments, releaseDueOrders } from '../../src/server/payments'
import { orderPayouts, refundCancelledShows } from '../../src/server/tickets'
import { runQueuedJobs } from '../helpers/jobs'
import { mailTo } from '../helpers/mailbox'
import { getTestPayload } from '../helpers/payload'
import {
  clearFaults,
  gigStarted,
  payments,
  payOnStandIn,
  standInFault,
  standInTotals,
  useStandIn,
} from '../helpers/payments'
import {
  cleanupPayingMarket,
  held,
  paidOrder,
  orderConserved,
  payingMarket,
  sellingPaid,
  type PayingMarket,
} from '../helpers/ticketPayments'
import { ticketShow, tickets, typeInput, type TypeView } from '../helpers/tickets'
import type { MarketActor } from '../helpers/market'

let payload: Payload
let m: PayingMarket

beforeAll(async () => {
  // A provider call left unanswered is taken as unknown after 1.5 s, not 15.
  process.env.PAYMENT_PROVIDER_TIMEOUT_MS = '1500'
  payload = await getTestPayload()
  m = await payingMarket(payload, await useStandIn(), 5, 'refundcancel')
})
afterAll(async () => {
  delete process.env.PAYMENT_PROVIDER_TIMEOUT_MS
  await cleanupPayingMarket(payload, m)
})

const orderOf = (id: number) =>
  payload.findByID({ collection: 'ticket-orders', id, depth: 0, overrideAccess: true })
const ticketsOf = async (orderId: number) =>
  (
    await payload.find({
      collection: 'tickets',
      where: { order: { equals: orderId } },
      depth: 0,
      pagination: false,
    })
  ).docs
const refundsOf = async (orderId: number) =>
  (
    await payload.find({
      collection: 'payment-operations',
      where: { and: [{ order: { equals: orderId } }, { kind: { equals: 'refund' } }] },
      depth: 0,
      pagination: false,
    })
  ).docs
const noticesOf = async (userId: number, gigId: number) =>
  (
    await payload.find({
      collection: 'notifications',
      where: { and: [{ user: { equals: userId } }, { gig: { equals: gigId } }] },
      depth: 0,
      pagination: false,
    })
  ).docs
const going = (fan: MarketActor, gigId: number) =>
  payload.create({ collection: 'goings', data: { user: fan.user.id, gig: gigId } })

describe('a cancelled show’s tickets', () => {
  it('are refunded in full once, even when the job and the sweep run at once', async () => {
    const [a, b, c, d] = m.fans
    await payload.update({ collection: 'users', id: b!.user.id, data: { locale: 'tr' } })
    await payload.update({ collection: 'users', id: a!.user.id, data: { locale: 'en' } })
    const { show, type } = await sellingPaid(payload, m.f, { price: 20_000 })
    const first = await paidOrder(a!, show.id, type.id, 2)
    const second = await paidOrder(b!, show.id, type.id, 1)
    const hold = await held(c!, show.id, type.id, 1)
    // `a` also said they are going, `d` only said so: each hears of the cancel once.
    await going(a!, show.id)
    await going(d!, show.id)

    const cancelled = await cancelGig(payload, m.f.organizer.user, String(show.id))
    expect(cancelled).toMatchObject({ status: 'cancelled' })
    // The cancel's job and the clock's sweep at the same moment.
    const runs = await Promise.all([
      refundCancelledShows(payload, show.id),
      refundCancelledShows(payload),
    ])
    const ended = runs.flat().filter((e) => [first, second, hold].includes(e.order))
    expect(ended.map((e) => e.order).sort()).toEqual([first, second, hold].sort())
    await runQueuedJobs(payload)

    // ₺200 × 2 plus 5 % fees: everything paid goes back, one intent each, done.
    for (const [orderId, paid] of [
      [first, 42_000],
      [second, 21_000],
    ] as const) {
      expect(await orderOf(orderId)).toMatchObject({ status: 'refunded' })
      expect((await ticketsOf(orderId)).map((t) => t.status)).toEqual(
        Array(paid === 42_000 ? 2 : 1).fill('refunded'),
      )
      const refunds = await refundsOf(orderId)
      expect(refunds).toHaveLength(1)
      expect(refunds[0]).toMatchObject({
        state: 'done',
        amount: paid,
        key: `order-${orderId}-cancel`,
      })
      expect((await standInTotals(m.standIn)).byBasket[`order-${orderId}`]).toEqual({
        captured: paid,
        refunded: paid,
        released: 0,
      })
      expect(await orderConserved(payload, m.standIn, orderId)).toEqual({
        provider: 0,
        ledger: 0,
        balanced: true,
      })
    }
    // The held order ends cleanly: given back, its tickets gone.
    expect(await orderOf(hold)).toMatchObject({ status: 'released' })
    expect(await ticketsOf(hold)).toEqual([])

    // Never released to the venue, however long after the show's date.
    await gigStarted(payload, show.id, 49)
    const released = await releaseDueOrders(payload, orderPayouts)
    expect(released).not.toContain(first)
    expect(released).not.toContain(second)

    // One notice each: the buyers hear of their refund (in their language), a going fan of the
    // cancel; `a`, going and a buyer, is not told twice.
    const aNotices = await noticesOf(a!.user.id, show.id)
    expect(aNotices.map((n) => n.type)).toEqual(['ticketsRefunded'])
    expect(aNotices[0]!.values).toMatchObject({ amount: '₺420' })
    const bNotices = await noticesOf(b!.user.id, show.id)
    expect(bNotices.map((n) => n.type)).toEqual(['ticketsRefunded'])
    expect(bNotices[0]!.values).toMatchObject({ amount: '₺210' })
    expect((await noticesOf(d!.user.id, show.id)).map((n) => n.type)).toEqual(['showCancelled'])
    expect(await noticesOf(c!.user.id, show.id)).toEqual([])

    // One mail each about the cancel, in the buyer's language (beside their order's own mails).
    const aboutCancel = async (fan: MarketActor) =>
      (await mailTo(fan.user.email)).filter((mail) => /cancelled|iptal/.test(mail.subject))
    const [mailB, ...moreB] = await aboutCancel(b!)
    expect(moreB).toEqual([])
    expect(mailB?.subject).toContain('₺210')
    expect(mailB?.text).toContain('iade ediliyor')
    const [mailA, ...moreA] = await aboutCancel(a!)
    expect(moreA).toEqual([])
    expect(mailA?.subject).toContain('₺420')
    expect(mailA?.text).toContain('/en/tickets')
  })

  it('ends a held order whose payment comes after the cancel, and refunds that payment', async () => {
    const [, , , , e] = m.fans
    const { show, type } = await sellingPaid(payload, m.f, { price: 10_000 })
    const orderId = await held(e!, show.id, type.id, 1)
    const started = await tickets.pay(e!.token, orderId)
    await cancelGig(payload, m.f.organizer.user, String(show.id))
    await refundCancelledShows(payload, show.id)
    expect(await orderOf(orderId)).toMatchObject({ status: 'released' })

    // The fan was still on the provider's page: the late payment is refunded in full.
    await payments.callback(
      await payOnStandIn((started.body.data as { checkoutUrl: string }).checkoutUrl),
    )
    expect((await standInTotals(m.standIn)).byBasket[`order-${orderId}`]).toEqual({
      captured: 10_500,
      refunded: 10_500,
      released: 0,
    })
    expect(await orderOf(orderId)).toMatchObject({ status: 'released' })
    expect(await orderConserved(payload, m.standIn, orderId)).toMatchObject({
      provider: 0,
      ledger: 0,
      balanced: true,
    })
  })

  it('makes free tickets refunded, with nothing to pay back', async () => {
    const [a] = m.fans
    const show = await ticketShow(payload, m.f)
    const saved = await tickets.put(m.f.organizer.token, show.id, [typeInput({ price: 0 })])
    const type = (saved.body.data as TypeView[])[0]!
    const orderId = await held(a!, show.id, type.id, 2)
    expect(await orderOf(orderId)).toMatchObject({ status: 'complete' })

    await cancelGig(payload, m.f.organizer.user, String(show.id))
    await runQueuedJobs(payload)
    expect(await orderOf(orderId)).toMatchObject({ status: 'refunded' })
    expect((await ticketsOf(orderId)).map((t) => t.status)).toEqual(['refunded', 'refunded'])
    expect(await refundsOf(orderId)).toEqual([])
    expect((await noticesOf(a!.user.id, show.id)).map((n) => n.type)).toEqual(['showCancelled'])
  })

  it('done by the provider but never answered, is found done by asking, and booked once', async () => {
    const [, , c] = m.fans
    const { show, type } = await sellingPaid(payload, m.f, { price: 8_000 })
    const orderId = await paidOrder(c!, show.id, type.id, 1)
    await cancelGig(payload, m.f.organizer.user, String(show.id))
    await standInFault(m.standIn, { op: 'refund', mode: 'timeoutAfterWork', count: 1 })
    try {
      await refundCancelledShows(payload, show.id)
    } finally {
      await clearFaults(m.standIn)
    }
    expect((await refundsOf(orderId)).map((op) => op.state)).toEqual(['unknown'])
    expect(await orderOf(orderId)).toMatchObject({ status: 'refunded' })
    // Reconciliation asks the provider, finds the money refunded, and only records it.
    await reconcilePayments(payload)
    expect((await refundsOf(orderId)).map((op) => op.state)).toEqual(['done'])
    expect((await standInTotals(m.standIn)).byBasket[`order-${orderId}`]).toEqual({
      captured: 8_400,
      refunded: 8_400,
      released: 0,
    })
    expect(await orderConserved(payload, m.standIn, orderId)).toEqual({
      provider: 0,
      ledger: 0,
      balanced: true,
    })
  })
})
