import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { reconcilePayments } from '../../src/server/payments'
import { orderSettlement } from '../../src/server/tickets'
import { getTestPayload } from '../helpers/payload'
import { payments, payOnStandIn, useStandIn } from '../helpers/payments'
import {
  cleanupPayingMarket,
  held,
  lapse,
  orderConserved,
  payingMarket,
  sellingPaid,
  takenOf,
  type PayingMarket,
} from '../helpers/ticketPayments'
import { tickets } from '../helpers/tickets'

let payload: Payload
let m: PayingMarket

beforeAll(async () => {
  payload = await getTestPayload()
  m = await payingMarket(payload, await useStandIn(), 4, 'late')
})
afterAll(() => cleanupPayingMarket(payload, m))

const orderRow = (id: number) =>
  payload.findByID({ collection: 'ticket-orders', id, depth: 0, overrideAccess: true })
const attemptOf = async (orderId: number) =>
  (
    await payload.find({
      collection: 'checkout-attempts',
      where: { order: { equals: orderId } },
      depth: 0,
    })
  ).docs[0]!

/** Holds `quantity`, opens the page and pays on it, without the post-back: its token. */
async function paidOnPage(fanIndex: number, showId: number, typeId: number, quantity: number) {
  const fan = m.fans[fanIndex]!
  const orderId = await held(fan, showId, typeId, quantity)
  const started = await tickets.pay(fan.token, orderId)
  const token = await payOnStandIn((started.body.data as { checkoutUrl: string }).checkoutUrl)
  return { orderId, token }
}

describe('a payment that completes after the hold ended', () => {
  it('is honoured while its tickets are still unsold: they are sold as if the hold had lasted', async () => {
    const { show, type } = await sellingPaid(payload, m.f, { quantity: 2 })
    const { orderId, token } = await paidOnPage(0, show.id, type.id, 2)
    await lapse(payload, orderId)
    const back = await payments.callback(token)
    expect(back.headers.get('location')).toMatch(/payment=paid$/)
    expect(await orderRow(orderId)).toMatchObject({ status: 'complete' })
    expect(await takenOf(payload, type.id)).toBe(2)
  })

  it('is refunded in full, and the order marked, when its tickets went to another buyer', async () => {
    const { show, type } = await sellingPaid(payload, m.f, { quantity: 2 })
    const { orderId, token } = await paidOnPage(0, show.id, type.id, 2)
    await lapse(payload, orderId)
    // Back on sale by the clock: another fan holds them before the post-back comes.
    await held(m.fans[1]!, show.id, type.id, 2)
    const back = await payments.callback(token)
    expect(back.headers.get('location')).toMatch(/payment=refunded$/)
    expect(await orderRow(orderId)).toMatchObject({ status: 'refunded' })
    expect(await attemptOf(orderId)).toMatchObject({ state: 'refunded', note: 'holdLapsed' })
    expect((await tickets.order(m.fans[0]!.token, orderId)).body.data).toMatchObject({
      status: 'refunded',
    })
    expect(await takenOf(payload, type.id)).toBe(2)
    expect(await orderConserved(payload, m.standIn, orderId)).toEqual({
      provider: 0,
      ledger: 0,
      balanced: true,
    })
    // Asked again (the provider's notification, reconciliation): nothing more moves.
    await payments.notify(token)
    await reconcilePayments(payload, orderSettlement)
    expect((await orderConserved(payload, m.standIn, orderId)).provider).toBe(0)
  })

  it('never oversells when its post-back races another buyer’s hold', async () => {
    for (let round = 0; round < 3; round++) {
      const { show, type } = await sellingPaid(payload, m.f, { quantity: 2 })
      const { orderId, token } = await paidOnPage(2, show.id, type.id, 2)
      await lapse(payload, orderId)
      const [back, other] = await Promise.all([
        payments.callback(token),
        tickets.hold(m.fans[3]!.token, show.id, [{ typeId: type.id, quantity: 2 }]),
      ])
      const outcome = back.headers.get('location')?.match(/payment=(\w+)$/)?.[1]
      // One of the two has the tickets, never both.
      expect([
        ['paid', 409],
        ['refunded', 201],
      ]).toContainEqual([outcome, other.status])
      expect(await takenOf(payload, type.id)).toBe(2)
      const conserved = await orderConserved(payload, m.standIn, orderId)
      expect(conserved.provider).toBe(conserved.ledger)
      expect(conserved.balanced).toBe(true)
      expect(conserved.provider).toBe(outcome === 'paid' ? 42_000 : 0)
    }
  })
})

describe('an order given back while its page is open', () => {
  it('ends the page; money paid on it after all is refunded in full', async () => {
    const { show, type } = await sellingPaid(payload, m.f)
    const fan = m.fans[0]!
    const orderId = await held(fan, show.id, type.id, 1)
    const started = await tickets.pay(fan.token, orderId)
    expect((await tickets.order(fan.token, orderId, 'DELETE')).status).toBe(200)
    expect(await attemptOf(orderId)).toMatchObject({ state: 'ended' })
    const token = await payOnStandIn((started.body.data as { checkoutUrl: string }).checkoutUrl)
    const back = await payments.callback(token)
    expect(back.headers.get('location')).toMatch(/payment=refunded$/)
    expect(await orderRow(orderId)).toMatchObject({ status: 'released' })
    expect(await attemptOf(orderId)).toMatchObject({ state: 'refunded', note: 'orderReleased' })
    expect(await orderConserved(payload, m.standIn, orderId)).toEqual({
      provider: 0,
      ledger: 0,
      balanced: true,
    })
  })
})
