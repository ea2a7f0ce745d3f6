import 'server-only'

import type { Payload } from 'payload'

import type { PaymentOperation } from '@/payload-types'
import { idOf } from '@/server/market'
import { inTransaction, lockRow } from '@/server/platform'

import { attemptSubject, postOrderMovement } from '../ledger/postMovement'
import { markOperationDone } from '../operations/markOperationDone'

/**
 * Records that the provider refunded money paid on a ticket order's page, once: the intent
 * becomes `done`, the refund is booked back to the buyer under the attempt, and the attempt is
 * `refunded`. Takes the attempt's lock, then the intent's: the tail of the order's lock order
 * (its types, the order, the attempt, the intent), as nothing of the order itself changes.
 */
export async function recordOrderRefundDone(
  payload: Payload,
  found: PaymentOperation,
): Promise<void> {
  const orderId = idOf(found.order)
  const attemptId = found.attempt ? idOf(found.attempt) : null
  await inTransaction(
    payload,
    null,
    async (req) => {
      if (attemptId) await lockRow(req, 'checkout_attempts', attemptId)
      await lockRow(req, 'payment_operations', found.id)
      // The server's own records of its provider calls.
      const op = await payload.findByID({
        collection: 'payment-operations',
        id: found.id,
        depth: 0,
        overrideAccess: true,
        req,
      })
      if (op.state === 'done') return
      await postOrderMovement(
        req,
        orderId,
        'refund',
        op.amount,
        attemptId ? attemptSubject(attemptId) : undefined,
      )
      await markOperationDone(req, op.id, attemptId)
    },
    { keyed: false },
  )
}
