import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { UNSETTLED_ATTEMPTS } from '@/lib/payments/attemptStates'
import type { CheckoutAttempt } from '@/payload-types'
import { idOf } from '@/server/market'
import { inTransaction, lockRow } from '@/server/platform'

import { setAttempt } from '../checkout/lockAttempt'
import type { OrderSettlement, OrderStrayReason } from '../domain/orderSettlement'
import type { CheckoutOutcome } from '../domain/paymentProvider'
import { attemptSubject, postOrderMovement } from '../ledger/postMovement'
import { recordOperation } from '../operations/recordOperation'
import { runOperations } from '../operations/runOperations'

type Paid = Extract<CheckoutOutcome, { paid: true }>
type OrderResult =
  { outcome: 'paid' | 'settled' } | { outcome: 'refunded'; reason: OrderStrayReason }

/** Locks an order's attempt in the one order (the order's types, the order, then the attempt). */
async function lockOrderAttempt(
  req: PayloadRequest,
  attempt: CheckoutAttempt,
  settlement: OrderSettlement,
) {
  await settlement.lock(req, idOf(attempt.order))
  await lockRow(req, 'checkout_attempts', attempt.id)
  return req.payload.findByID({
    collection: 'checkout-attempts',
    id: attempt.id,
    depth: 0,
    overrideAccess: true,
    req,
  })
}

/**
 * The provider says a ticket order's page was paid (asked, never believed from the caller):
 * under the order's locks, the money completes the order if the order takes it (`settlement.
 * complete`: still held, or its hold ended but its tickets still unsold to anyone else) and the
 * amount is the page's; the charge is booked under the order. Otherwise the charge is booked
 * against the attempt and refunded in full through the provider, after the commit.
 */
export async function resolvePaidOrderAttempt(
  payload: Payload,
  attempt: CheckoutAttempt,
  outcome: Paid,
  settlement: OrderSettlement,
): Promise<OrderResult> {
  const orderId = idOf(attempt.order)
  const decided = await inTransaction(
    payload,
    null,
    async (req) => {
      const current = await lockOrderAttempt(req, attempt, settlement)
      if (!UNSETTLED_ATTEMPTS.includes(current.state)) return { outcome: 'settled' as const }
      const captured = {
        captured: outcome.amount,
        providerPaymentId: outcome.paymentId,
        itemId: outcome.itemId,
      }
      const reason: OrderStrayReason | null =
        outcome.amount !== current.amount
          ? 'amountMismatch'
          : current.state === 'ended'
            ? 'orderReleased'
            : await settlement.complete(req, orderId, outcome.amount, new Date())
      if (!reason) {
        await postOrderMovement(req, orderId, 'charge', outcome.amount)
        await setAttempt(req, current.id, { state: 'paid', ...captured })
        return { outcome: 'paid' as const }
      }
      await postOrderMovement(req, orderId, 'charge', outcome.amount, attemptSubject(current.id))
      await setAttempt(req, current.id, { state: 'refunding', note: reason, ...captured })
      const op = await recordOperation(req, {
        order: orderId,
        attempt: current.id,
        kind: 'refund',
        amount: outcome.amount,
        itemId: outcome.itemId,
        checkoutKey: current.key,
        key: `attempt-${current.id}-refund`,
        note: reason,
      })
      return { outcome: 'refunded' as const, reason, op: op.id }
    },
    { keyed: false },
  )
  if (decided.outcome !== 'refunded') return decided
  await runOperations(payload, [decided.op])
  return { outcome: 'refunded', reason: decided.reason }
}

/** The provider declined the card on an order's page: no money was taken; the reason is kept. */
export async function failOrderAttempt(
  payload: Payload,
  attempt: CheckoutAttempt,
  settlement: OrderSettlement,
  reason: string,
  code?: string,
) {
  await inTransaction(
    payload,
    null,
    async (req) => {
      const current = await lockOrderAttempt(req, attempt, settlement)
      if (!UNSETTLED_ATTEMPTS.includes(current.state)) return
      await setAttempt(req, attempt.id, {
        state: 'failed',
        note: reason.slice(0, 200),
        declineCode: code?.slice(0, 20) ?? null,
      })
    },
    { keyed: false },
  )
}
