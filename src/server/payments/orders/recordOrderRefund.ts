import 'server-only'

import type { PayloadRequest } from 'payload'

import { lockRow } from '@/server/platform'

import { recordOperation } from '../operations/recordOperation'

/** A refund of part or all of a paid ticket order's money, as the tickets context decided it. */
type OrderRefund = {
  /** Kuruş given back to the buyer's card: the refunded tickets' prices and service fees. */
  amount: number
  /** The intent's idempotency key, one per refund (`order-<id>-cancel`, `ticket-<id>-refund`). */
  key: string
  note?: string
}

/**
 * Records a refund of a paid ticket order as an intent, in the caller's transaction, under the
 * order's locks the caller took (its types, the order): this takes the paid attempt's lock, then
 * the intent's, the tail of the one lock order. The provider is called after the commit
 * (`runPaymentOperations`), a partial refund of the order's one basket item (`paymentTransactionId`
 * with a `price` below what is left on it, as iyzico's refund allows). Answers the intent's id,
 * or null when the order has no paid page (a free order) or nothing to give back.
 */
export async function recordOrderRefund(
  req: PayloadRequest,
  orderId: number,
  refund: OrderRefund,
): Promise<number | null> {
  if (!Number.isInteger(refund.amount) || refund.amount <= 0) return null
  // The checkout's own records: full access.
  const { docs } = await req.payload.find({
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
  const attempt = await req.payload.findByID({
    collection: 'checkout-attempts',
    id: found.id,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (attempt.state !== 'paid' || !attempt.itemId) return null
  // No `attempt` on the intent: the money is the order's own, booked under the order, and the
  // attempt stays `paid` (its remaining money may still be released to the venue).
  const op = await recordOperation(req, {
    order: orderId,
    kind: 'refund',
    amount: refund.amount,
    itemId: attempt.itemId,
    checkoutKey: attempt.key,
    key: refund.key,
    note: refund.note,
  })
  return op.id
}
