import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DAY_MS } from '../../src/lib/durations'
import { reconcilePayments, releaseDueOrders } from '../../src/server/payments'
import { postgresOf } from '../../src/server/platform'
import { orderPayouts } from '../../src/server/tickets'
import { putGig } from '../helpers/gigs'
import { runQueuedJobs } from '../helpers/jobs'
import { mailTo } from '../helpers/mailbox'
import type { MarketActor } from '../helpers/market'
import { getTestPayload } from '../helpers/payload'
import { gigStarted, standInTotals, useStandIn } from '../helpers/payments'
import { askRefund } from '../helpers/ticketRefunds'
import { movedAnHour } from '../helpers/tickets'
import {
  cleanupPayingMarket,
  paidOrder,
  orderConserved,
  orderLedger,
  payingMarket,
  sellingPaid,
  type PayingMarket,
} from '../helpers/ticketPayments'

let payload: Payload
let m: PayingMarket

beforeAll(async () => {
  payload = await getTestPayload()
  m = await payingMarket(payload, await useStandIn(), 3, 'refundmove')
})
afterAll(async () => {
  await cleanupPayingMarket(payload, m)
})

const orderOf = (id: number) =>
  payload.findByID({ collection: 'ticket-orders', id, depth: 0, overrideAccess: true })
const ticketIds = async (orderId: number) =>
  (
    await payload.find({
      collection: 'tickets',
      where: { order: { equals: orderId } },
      depth: 0,
      pagination: false,
      sort: 'id',
    })
  ).docs.map((t) => t.id)
const basketOf = async (orderId: number) =>
  (await standInTotals(m.standIn)).byBasket[`order-${orderId}`]

/** A paid show moved an hour later by its venue: the orders, and the show. */
async function movedShow(quantities: [MarketActor, number][]) {
  const { show, type } = await sellingPaid(payload, m.f, { price: 20_000 })
  const orders = []
  for (const [fan, quantity] of quantities)
    orders.push(await paidOrder(fan, show.id, type.id, quantity))
  const later = movedAnHour(show.date)
  const moved = await putGig(show.id, { date: later }, m.f.organizer.token)
  expect(moved.status).toBe(200)
  return { show, orders, later }
}

describe('a moved show', () => {
  it('opens a 7-day refund window and tells each holder once, in their language', async () => {
    const [a, b] = m.fans
    await payload.update({ collection: 'users', id: a!.user.id, data: { locale: 'tr' } })
    await payload.update({ collection: 'users', id: b!.user.id, data: { locale: 'en' } })
    const before = Date.now()
    const { show, orders } = await movedShow([
      [a!, 1],
      [b!, 1],
    ])
    for (const orderId of orders) {
      const until = Date.parse((await orderOf(orderId)).refundWindowEndsAt ?? '')
      expect(until).toBeGreaterThanOrEqual(before + 7 * DAY_MS)
      expect(until).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS)
    }
    await runQueuedJobs(payload)
    await runQueuedJobs(payload)
    for (const fan of [a!, b!]) {
      const { docs } = await payload.find({
        collection: 'notifications',
        where: { and: [{ user: { equals: fan.user.id } }, { gig: { equals: show.id } }] },
        depth: 0,
      })
      expect(docs.map((n) => n.type)).toEqual(['ticketShowMoved'])
    }
    const [mailA] = (await mailTo(a!.user.email)).filter((mail) => /değişti/.test(mail.subject))
    // The old and the new date in Istanbul time, and the window's end, in Turkish.
    expect(mailA?.text).toMatch(/planlanmıştı; artık .* \d{2}:\d{2}/)
    expect(mailA?.text).toMatch(
      /Aralık|Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım/,
    )
    const [mailB] = (await mailTo(b!.user.email)).filter((mail) => /has moved/.test(mail.subject))
    expect(mailB?.text).toContain('until')
  })

  it('refunds one ticket in full within the window, once, and the venue is paid less', async () => {
    const [a, b] = m.fans
    const { show, orders } = await movedShow([[a!, 3]])
    const orderId = orders[0]!
    const [first, second, third] = await ticketIds(orderId)

    // Someone else's ticket is not found; a body with fields is refused.
    expect((await askRefund(b!.token, first!)).status).toBe(404)
    expect((await askRefund(a!.token, first!, 'en', { all: true })).status).toBe(400)

    const refunded = await askRefund(a!.token, first!)
    expect(refunded.status).toBe(200)
    expect(refunded.body.data).toEqual({
      id: first,
      status: 'refunded',
      refunded: 21_000,
      received: false,
    })
    const again = await askRefund(a!.token, first!, 'tr')
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({
      reason: 'alreadyRefunded',
      message: 'Bu bilet zaten iade edildi.',
    })

    // Two requests for one ticket at once: one refund.
    const racing = await Promise.all([askRefund(a!.token, second!), askRefund(a!.token, second!)])
    expect(racing.map((r) => r.status).sort()).toEqual([200, 409])

    // ₺200 + ₺10 fee back per ticket; the provider and the ledger agree.
    expect(await basketOf(orderId)).toEqual({ captured: 63_000, refunded: 42_000, released: 0 })
    expect(await orderConserved(payload, m.standIn, orderId)).toEqual({
      provider: 21_000,
      ledger: 21_000,
      balanced: true,
    })
    expect(await orderOf(orderId)).toMatchObject({ status: 'complete' })

    // After the show the venue is paid for the one ticket kept: ₺200 less 1 % withholding.
    await gigStarted(payload, show.id, 49)
    expect(await releaseDueOrders(payload, orderPayouts)).toContain(orderId)
    expect(await basketOf(orderId)).toEqual({
      captured: 63_000,
      refunded: 42_000,
      released: 19_800,
    })
    const { entries } = await orderLedger(payload, orderId)
    const sum = (account: string) =>
      entries.filter((e) => e.account === account).reduce((t, e) => t + e.amount, 0)
    expect([sum('escrow'), sum('artist'), sum('platform'), sum('withholding')]).toEqual([
      0, 19_800, 1_000, 200,
    ])
    const report = await reconcilePayments(payload)
    expect(report.orders.find((o) => o.order === orderId)).toBeUndefined()
    expect(third).toBeDefined()
  })

  it('refuses outside the window, a used ticket, and a show that never moved', async () => {
    const [, , c] = m.fans
    const { orders } = await movedShow([[c!, 2]])
    const [first, second] = await ticketIds(orders[0]!)
    const db = postgresOf(payload).drizzle
    await db.execute(sql`UPDATE tickets SET status = 'used' WHERE id = ${second!}`)
    const used = await askRefund(c!.token, second!)
    expect(used).toMatchObject({ status: 409, body: { reason: 'used' } })

    const past = new Date(Date.now() - 60_000).toISOString()
    await db.execute(
      sql`UPDATE ticket_orders SET refund_window_ends_at = ${past} WHERE id = ${orders[0]!}`,
    )
    const closed = await askRefund(c!.token, first!)
    expect(closed).toMatchObject({ status: 409, body: { reason: 'windowClosed' } })

    const { show, type } = await sellingPaid(payload, m.f, { price: 5_000 })
    const still = await paidOrder(c!, show.id, type.id, 1)
    const [ticket] = await ticketIds(still)
    expect(await askRefund(c!.token, ticket!)).toMatchObject({
      status: 409,
      body: { reason: 'windowClosed' },
    })
    expect(await basketOf(still)).toMatchObject({ refunded: 0 })
  })
})
