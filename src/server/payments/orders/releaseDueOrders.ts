import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { withholdingOn } from '@/lib/payments/payee'
import { HOUR_MS } from '@/lib/durations'
import { lockRow } from '@/server/platform'

import type { OrderPayouts } from '../domain/orderPayouts'
import { recordOperation } from '../operations/recordOperation'
import { findPayeeKey } from '../payout/payoutDetails'
import { payoutBlockOf } from '../payout/payoutBlock'
import { withholdingBasisPoints } from '../payout/withholdingRate'
import { activeProvider } from '../provider'
import { releaseEach } from '../settle/releaseEach'

/** The paid ticket orders whose venue share has no release recorded yet: payments' own tables. */
async function unreleasedOrders(payload: Payload): Promise<number[]> {
  const { rows } = await payload.db.drizzle.execute<{ order: number }>(
    sql`SELECT DISTINCT a.order_id AS "order" FROM checkout_attempts a
        WHERE a.order_id IS NOT NULL AND a.state = 'paid'
          AND NOT EXISTS (SELECT 1 FROM payment_operations o
                          WHERE o.order_id = a.order_id AND o.kind = 'release')
        ORDER BY a.order_id`,
  )
  return rows.map((row) => Number(row.order))
}

/**
 * Releases the venue's share (the tickets' prices, less the withholding on them) of every paid
 * ticket order whose show started `PAYMENT_RELEASE_HOURS` ago, as a booking's artist share is
 * released after the gig: the fees stay the platform's. A venue whose payout details are
 * incomplete is skipped until they are; tickets refunded one by one are taken off what is
 * released, their prices from the venue's share and their fees from the platform's. Each order is decided under its locks (its types, the
 * order, its paid attempt) and re-read there, so a second run at the same time, or a refund that
 * got there first, releases nothing; the intent is committed before the provider is called,
 * outside any lock. Answers the ids of the orders released.
 */
export async function releaseDueOrders(
  payload: Payload,
  payouts: OrderPayouts,
  now = new Date(),
): Promise<number[]> {
  const active = activeProvider()
  if (!active) return []
  const startedBy = new Date(now.getTime() - active.settings.releaseHours * HOUR_MS)
  const due = await payouts.payees(payload, await unreleasedOrders(payload), startedBy)
  const released = await releaseEach(payload, [...due], {
    payeeKey: ([, venue]) => findPayeeKey(payload, venue),
    decide: (req, [orderId]) => decideRelease(req, payouts, orderId, startedBy),
  })
  return released.map(([orderId]) => orderId)
}

/** Under the order's locks: the release intent of its venue share, or null when not due. */
async function decideRelease(
  req: PayloadRequest,
  payouts: OrderPayouts,
  orderId: number,
  startedBy: Date,
): Promise<number[] | null> {
  const { payload } = req
  await payouts.lock(req, orderId)
  const venue = (await payouts.payees(req, [orderId], startedBy)).get(orderId)
  if (!venue) return null
  // A sweep that ran meanwhile recorded the release under these locks: it is that one's to run.
  const recorded = await payload.count({
    collection: 'payment-operations',
    where: { and: [{ order: { equals: orderId } }, { kind: { equals: 'release' } }] },
    overrideAccess: true,
    req,
  })
  if (recorded.totalDocs > 0) return null
  // The checkout's own records: full access.
  const { docs } = await payload.find({
    collection: 'checkout-attempts',
    where: { and: [{ order: { equals: orderId } }, { state: { equals: 'paid' } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const found = docs[0]
  if (!found) return null
  await lockRow(req, 'checkout_attempts', found.id)
  const attempt = await payload.findByID({
    collection: 'checkout-attempts',
    id: found.id,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const payeeKey = await findPayeeKey(payload, venue, req)
  if (attempt.state !== 'paid' || !attempt.itemId || !payeeKey) return null
  // Tickets given back after a move are no longer the venue's to be paid, nor their fees kept.
  const refunded = await payouts.refunded(req, orderId)
  const prices = (attempt.artistAmount ?? 0) - refunded.prices
  if (prices <= 0) return null
  // The e-commerce withholding on what the venue sold: the tickets' prices, not the fees.
  const block = await payoutBlockOf(payload, { payeeKey }, req)
  const withholding = withholdingOn(prices, withholdingBasisPoints(block.taxStatus))
  const op = await recordOperation(req, {
    order: orderId,
    attempt: attempt.id,
    kind: 'release',
    amount: prices - withholding,
    commission: (attempt.commission ?? 0) - refunded.fees,
    withholding,
    itemId: attempt.itemId,
    checkoutKey: attempt.key,
    payeeKey,
    key: `order-${orderId}-release`,
  })
  return [op.id]
}
