import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sql } from '@payloadcms/db-postgres'

import {
  iyzicoProvider,
  paymentSettings,
  reconcilePayments,
  releaseDueOrders,
} from '../../src/server/payments'
import { postgresOf } from '../../src/server/platform'
import { orderPayouts } from '../../src/server/tickets'
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
  lapse,
  orderLedger,
  payingMarket,
  sellingPaid,
  type PayingMarket,
} from '../helpers/ticketPayments'
import { tickets } from '../helpers/tickets'

let payload: Payload
let m: PayingMarket

beforeAll(async () => {
  // A provider call left unanswered is taken as unknown after 1.5 s, not 15.
  process.env.PAYMENT_PROVIDER_TIMEOUT_MS = '1500'
  payload = await getTestPayload()
  m = await payingMarket(payload, await useStandIn(), 4, 'release')
})
afterAll(async () => {
  delete process.env.PAYMENT_PROVIDER_TIMEOUT_MS
  await cleanupPayingMarket(payload, m)
})

/** The order's ledger balance per account. */
async function balances(orderId: number) {
  const { entries, movementSums } = await orderLedger(payload, orderId)
  const by: Record<string, number> = {}
  for (const e of entries) by[e.account] = (by[e.account] ?? 0) + e.amount
  return { ...by, balanced: movementSums.every((sum) => sum === 0) }
}

const releasesOf = (orderId: number) =>
  payload
    .find({
      collection: 'payment-operations',
      where: { and: [{ order: { equals: orderId } }, { kind: { equals: 'release' } }] },
      depth: 0,
    })
    .then((r) => r.docs)

const basketOf = async (orderId: number) =>
  (await standInTotals(m.standIn)).byBasket[`order-${orderId}`]

describe('a ticket order’s venue share', () => {
  it('is released once after the show, even when two sweeps run at once', async () => {
    const [a, b] = m.fans
    const { show, type } = await sellingPaid(payload, m.f, { price: 20_000 })
    const first = await paidOrder(a!, show.id, type.id, 2)
    const second = await paidOrder(b!, show.id, type.id, 1)

    // Not yet: the show started less than PAYMENT_RELEASE_HOURS (48) ago.
    await gigStarted(payload, show.id, 47)
    expect(await releaseDueOrders(payload, orderPayouts)).not.toContain(first)
    expect(await releasesOf(first)).toEqual([])
    expect((await basketOf(first))?.released).toBe(0)

    await gigStarted(payload, show.id, 49)
    const runs = await Promise.all([
      releaseDueOrders(payload, orderPayouts),
      releaseDueOrders(payload, orderPayouts),
    ])
    const mine = runs.flat().filter((id) => id === first || id === second)
    expect(mine.sort()).toEqual([first, second].sort())
    expect(await releaseDueOrders(payload, orderPayouts)).toEqual([])

    // 2 × ₺200 sold: the venue is paid the prices less the 1 % withholding on them (a
    // corporate taxpayer); the ₺20 of fees stay the platform's.
    const [release] = await releasesOf(first)
    expect(release).toMatchObject({
      state: 'done',
      amount: 39_600,
      commission: 2_000,
      withholding: 400,
      key: `order-${first}-release`,
    })
    expect(await releasesOf(first)).toHaveLength(1)
    expect(await balances(first)).toEqual({
      buyer: -42_000,
      escrow: 0,
      artist: 39_600,
      platform: 2_000,
      withholding: 400,
      balanced: true,
    })
    // The provider paid the venue what the ledger says, once.
    expect(await basketOf(first)).toEqual({ captured: 42_000, refunded: 0, released: 39_600 })
    expect(await basketOf(second)).toEqual({ captured: 21_000, refunded: 0, released: 19_800 })
    expect(await balances(second)).toMatchObject({ artist: 19_800 })
  })

  it('is never released from a refunded order', async () => {
    const [, , late, other] = m.fans
    const { show, type } = await sellingPaid(payload, m.f, { price: 10_000, quantity: 1 })
    // A hold ends, its ticket goes to another fan, and the late payment is refunded.
    const lateOrder = await held(late!, show.id, type.id, 1)
    const started = await tickets.pay(late!.token, lateOrder)
    await lapse(payload, lateOrder)
    const sold = await paidOrder(other!, show.id, type.id, 1)
    await payments.callback(
      await payOnStandIn((started.body.data as { checkoutUrl: string }).checkoutUrl),
    )
    expect((await tickets.order(late!.token, lateOrder)).body.data).toMatchObject({
      status: 'refunded',
    })

    await gigStarted(payload, show.id, 49)
    const released = await releaseDueOrders(payload, orderPayouts)
    expect(released).toContain(sold)
    expect(released).not.toContain(lateOrder)
    expect(await releasesOf(lateOrder)).toEqual([])
    expect(await basketOf(lateOrder)).toEqual({ captured: 10_500, refunded: 10_500, released: 0 })
    expect(await balances(lateOrder)).toEqual({ buyer: 0, escrow: 0, balanced: true })
    expect(await basketOf(sold)).toEqual({ captured: 10_500, refunded: 0, released: 9_900 })
  })
  it('waits while the venue’s payout details are incomplete, then is released', async () => {
    const [fan] = m.fans
    const { show, type } = await sellingPaid(payload, m.f, { price: 5_000 })
    const orderId = await paidOrder(fan!, show.id, type.id, 1)
    await gigStarted(payload, show.id, 49)
    // Not registered with the provider: the payee is blocked, the money stays held, no call.
    const db = postgresOf(payload).drizzle
    const { rows } = await db.execute<{ key: string }>(
      sql`SELECT payee_key AS key FROM payout_details WHERE user_id = ${m.f.organizer.user.id}`,
    )
    await db.execute(
      sql`UPDATE payout_details SET payee_key = NULL WHERE user_id = ${m.f.organizer.user.id}`,
    )
    expect(await releaseDueOrders(payload, orderPayouts)).not.toContain(orderId)
    expect(await releasesOf(orderId)).toEqual([])
    await db.execute(
      sql`UPDATE payout_details SET payee_key = ${rows[0]!.key} WHERE user_id = ${m.f.organizer.user.id}`,
    )
    expect(await releaseDueOrders(payload, orderPayouts)).toContain(orderId)
    expect(await basketOf(orderId)).toEqual({ captured: 5_250, refunded: 0, released: 4_950 })
  })

  it('done by the provider but never answered, is found done by asking, and booked once', async () => {
    const [, fan] = m.fans
    const { show, type } = await sellingPaid(payload, m.f, { price: 8_000 })
    const orderId = await paidOrder(fan!, show.id, type.id, 1)
    await gigStarted(payload, show.id, 49)
    await standInFault(m.standIn, { op: 'approve', mode: 'timeoutAfterWork', count: 1 })
    try {
      expect(await releaseDueOrders(payload, orderPayouts)).toContain(orderId)
    } finally {
      await clearFaults(m.standIn)
    }
    expect((await releasesOf(orderId)).map((op) => op.state)).toEqual(['unknown'])
    expect(await balances(orderId)).toMatchObject({ escrow: 8_400 })
    // Reconciliation asks the provider, finds the share approved, and only records it.
    await reconcilePayments(payload)
    expect((await releasesOf(orderId)).map((op) => op.state)).toEqual(['done'])
    expect(await basketOf(orderId)).toEqual({ captured: 8_400, refunded: 0, released: 7_920 })
    expect(await balances(orderId)).toMatchObject({ escrow: 0, artist: 7_920, balanced: true })
  })
  it('is compared with the provider item by item by the reconciliation', async () => {
    const [, , fan] = m.fans
    const { show, type } = await sellingPaid(payload, m.f, { price: 6_000 })
    const orderId = await paidOrder(fan!, show.id, type.id, 1)
    await gigStarted(payload, show.id, 49)
    await releaseDueOrders(payload, orderPayouts)
    const differenceOf = async () =>
      (await reconcilePayments(payload)).orders.find((o) => o.order === orderId)
    // Released and booked: the ledger and the provider agree.
    expect(await differenceOf()).toBeUndefined()
    // Money moved at the provider without Sahne (a refund made in iyzico's panel) is found.
    const [attempt] = (
      await payload.find({
        collection: 'checkout-attempts',
        where: { and: [{ order: { equals: orderId } }, { state: { equals: 'paid' } }] },
        depth: 0,
      })
    ).docs
    const refunded = await iyzicoProvider(paymentSettings()!).refund({
      key: `outside-${orderId}`,
      itemId: attempt!.itemId!,
      amount: 100,
      ip: '127.0.0.1',
    })
    expect(refunded.ok).toBe(true)
    expect(await differenceOf()).toEqual({
      order: orderId,
      difference: 'provider refunded 100, ledger 0',
    })
  })
})
