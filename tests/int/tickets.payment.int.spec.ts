import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getTestPayload } from '../helpers/payload'
import {
  confirmedBooking,
  payBooking,
  payments,
  payOnStandIn,
  REFUSED_CARD,
  standInTotals,
  useStandIn,
} from '../helpers/payments'
import {
  cleanupPayingMarket,
  held,
  lapse,
  orderConserved,
  orderLedger,
  payingMarket,
  sellingPaid,
  type PayingMarket,
} from '../helpers/ticketPayments'
import { tickets, typeInput, ticketShow, type TypeView } from '../helpers/tickets'

let payload: Payload
let m: PayingMarket

beforeAll(async () => {
  payload = await getTestPayload()
  m = await payingMarket(payload, await useStandIn(), 3, 'payer')
})
afterAll(() => cleanupPayingMarket(payload, m))

const checkoutUrlOf = (reply: { body: { data?: unknown } }) =>
  (reply.body.data as { checkoutUrl: string }).checkoutUrl
const orderOf = async (token: string, id: number) =>
  (await tickets.order(token, id)).body.data as { status: string }
const attemptsOf = (orderId: number) =>
  payload
    .find({ collection: 'checkout-attempts', where: { order: { equals: orderId } }, depth: 0 })
    .then((r) => r.docs)
const ticketsOf = (orderId: number) =>
  payload
    .find({ collection: 'tickets', where: { order: { equals: orderId } }, depth: 0 })
    .then((r) => r.docs.map((t) => t.status))
const initializeCalls = () =>
  [...m.standIn.calls.entries()]
    .filter(([path]) => path.includes('checkoutform/initialize'))
    .reduce((sum, [, n]) => sum + n, 0)

describe('paying a ticket order', () => {
  it('goes through the provider’s page: the venue paid the prices, the fees the platform’s', async () => {
    const [fan] = m.fans
    const { show, type } = await sellingPaid(payload, m.f, { price: 20_000 })
    const orderId = await held(fan!, show.id, type.id, 2)
    const started = await tickets.pay(fan!.token, orderId)
    expect(started.status).toBe(200)
    const url = checkoutUrlOf(started)
    // One item of 2 × (200 TL + 10 TL fee); the venue's sub-merchant gets the prices.
    const [checkout] = [...m.standIn.checkouts.values()].filter(
      (c) => c.basketId === `order-${orderId}`,
    )
    expect(checkout).toMatchObject({ price: 42_000, item: { subMerchantPrice: 40_000 } })
    const [attempt] = await attemptsOf(orderId)
    expect(attempt).toMatchObject({
      state: 'open',
      amount: 42_000,
      artistAmount: 40_000,
      commission: 2_000,
      key: `order-${orderId}-checkout-1`,
    })

    const token = await payOnStandIn(url)
    const back = await payments.callback(token)
    expect(back.status).toBe(303)
    expect(back.headers.get('location')).toMatch(
      new RegExp(`/en/shows/${show.id}\\?order=${orderId}&payment=paid$`),
    )
    expect(await orderOf(fan!.token, orderId)).toMatchObject({ status: 'complete' })
    expect(await ticketsOf(orderId)).toEqual(['sold', 'sold'])
    const ledger = await orderLedger(payload, orderId)
    expect(ledger.entries.map((e) => [e.movement, e.account, e.amount]).sort()).toEqual(
      [
        [`order-${orderId}:charge`, 'buyer', -42_000],
        [`order-${orderId}:charge`, 'escrow', 42_000],
      ].sort(),
    )
    expect(await orderConserved(payload, m.standIn, orderId)).toEqual({
      provider: 42_000,
      ledger: 42_000,
      balanced: true,
    })
    // Paid: a second payment is a 409 in the request's language.
    const again = await tickets.pay(fan!.token, orderId, 'tr')
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('Bu sipariş zaten ödendi: biletleriniz verildi.')
  })

  it('shows the order’s basket apart from a booking’s in the provider’s totals', async () => {
    const [, fan] = m.fans
    const { show, type } = await sellingPaid(payload, m.f, { price: 10_000 })
    const orderId = await held(fan!, show.id, type.id, 1)
    const token = await payOnStandIn(checkoutUrlOf(await tickets.pay(fan!.token, orderId)))
    await payments.callback(token)
    await payments.putPayout(m.f.artist.token, {
      payeeType: 'individual',
      taxStatus: 'exempt',
      legalName: 'Deniz Işık',
      iban: 'TR33 0006 1005 1978 6457 8413 26',
      identityNumber: '10000000146',
      address: 'Moda Cad. 1',
      city: 'İstanbul',
    })
    const { bookingId } = await confirmedBooking(payload, m.f, { lira: 3000 })
    await payBooking(m.f.organizer, bookingId)
    const { byBasket } = await standInTotals(m.standIn)
    expect(byBasket[`order-${orderId}`]).toEqual({ captured: 10_500, refunded: 0, released: 0 })
    expect(byBasket[`booking-${bookingId}`]).toEqual({
      captured: 300_000,
      refunded: 0,
      released: 0,
    })
  })

  it('refuses what cannot be paid with a 409 naming why, and another’s order as not found', async () => {
    const [fan, other] = m.fans
    const { show, type } = await sellingPaid(payload, m.f)
    const orderId = await held(fan!, show.id, type.id, 1)
    expect((await tickets.pay(undefined, orderId)).status).toBe(401)
    expect((await tickets.pay(other!.token, orderId)).status).toBe(404)
    expect((await tickets.pay(m.f.organizer.token, orderId)).status).toBe(404)

    await lapse(payload, orderId)
    const lapsed = await tickets.pay(fan!.token, orderId, 'tr')
    expect(lapsed.status).toBe(409)
    expect(lapsed.body.message).toBe(
      'Bu siparişin ayırma süresi doldu ve biletleri yeniden satışta. Lütfen yeniden bilet ayırın.',
    )
    const given = await held(fan!, show.id, type.id, 1)
    await tickets.order(fan!.token, given, 'DELETE')
    const back = await tickets.pay(fan!.token, given)
    expect(back.status).toBe(409)
    expect(back.body.message).toBe(
      "This order's tickets were given back; there is nothing to pay. Please hold tickets again.",
    )

    const freeShow = await ticketShow(payload, m.f)
    const freeType = (
      (await tickets.put(m.f.organizer.token, freeShow.id, [typeInput()])).body.data as TypeView[]
    )[0]!
    const free = await held(fan!, freeShow.id, freeType.id, 1)
    const freeReply = await tickets.pay(fan!.token, free)
    expect(freeReply.status).toBe(409)
    expect(freeReply.body.message).toBe(
      'This order is free: its tickets were issued without a payment.',
    )
    expect(await attemptsOf(orderId)).toEqual([])
  })

  it('opens one page for two payment starts at once, and one for a key sent three times', async () => {
    const [fan] = m.fans
    const { show, type } = await sellingPaid(payload, m.f)
    const orderId = await held(fan!, show.id, type.id, 1)
    const before = initializeCalls()
    const [a, b] = await Promise.all([
      tickets.pay(fan!.token, orderId),
      tickets.pay(fan!.token, orderId),
    ])
    expect([a.status, b.status]).toEqual([200, 200])
    expect(checkoutUrlOf(a)).toBe(checkoutUrlOf(b))
    expect(await attemptsOf(orderId)).toHaveLength(1)
    expect(initializeCalls() - before).toBe(1)

    const second = await held(fan!, show.id, type.id, 1)
    const key = randomUUID()
    const replies = await Promise.all(
      [1, 2, 3].map(() => tickets.pay(fan!.token, second, 'en', { 'idempotency-key': key })),
    )
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200])
    expect(new Set(replies.map(checkoutUrlOf)).size).toBe(1)
    expect(await attemptsOf(second)).toHaveLength(1)
    expect(initializeCalls() - before).toBe(2)
  })

  it('decides a post-back that comes early or twice by asking the provider', async () => {
    const [, , fan] = m.fans
    const { show, type } = await sellingPaid(payload, m.f)
    const orderId = await held(fan!, show.id, type.id, 2)
    const url = checkoutUrlOf(await tickets.pay(fan!.token, orderId))
    const [attempt] = await attemptsOf(orderId)
    // Early: nothing is paid on the page yet, so nothing changes and the page stays payable.
    const early = await payments.callback(attempt!.token!)
    expect(early.headers.get('location')).toMatch(/payment=pending$/)
    expect(await orderOf(fan!.token, orderId)).toMatchObject({ status: 'held' })
    // A refused card fails nothing but that try; the same page then takes a good card.
    const refused = await payments.callback(await payOnStandIn(url, REFUSED_CARD))
    expect(refused.headers.get('location')).toMatch(/payment=failed$/)
    const fresh = await tickets.pay(fan!.token, orderId)
    const token = await payOnStandIn(checkoutUrlOf(fresh))
    // Twice at once, and the provider's notification too: one charge.
    const answers = await Promise.all([
      payments.callback(token),
      payments.callback(token),
      payments.notify(token),
    ])
    expect(answers.map((r) => r.status)).toEqual([303, 303, 200])
    expect(await orderOf(fan!.token, orderId)).toMatchObject({ status: 'complete' })
    const ledger = await orderLedger(payload, orderId)
    expect(ledger.entries).toHaveLength(2)
    expect(await orderConserved(payload, m.standIn, orderId)).toMatchObject({
      provider: 42_000,
      ledger: 42_000,
    })
  })
})
