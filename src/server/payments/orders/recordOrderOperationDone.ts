import 'server-only'

import type { Payload } from 'payload'

import type { PaymentOperation } from '@/payload-types'
import { idOf } from '@/server/market'
import { inTransaction, lockRow } from '@/server/platform'

import { attemptSubject, postOrderMovement } from '../ledger/postMovement'
import { markOperationDone } from '../operations/markOperationDone'

/**
 * Records that the provider did a ticket order's operation, once: the intent becomes `done` and
 * its money is booked under the order. A refund of money paid on a stray page goes back to the
 * buyer under the attempt, which becomes `refunded`; a refund of the order's own money (its show
 * cancelled, a ticket given back) under the order, one movement per intent; a release books the venue's share, the fees
 * to the platform and the withholding, as a booking's release does. Takes the attempt's lock,
 * then the intent's: the tail of the order's lock order (its types, the order, the attempt, the
 * intent), as nothing of the order itself changes.
 */
export async function recordOrderOperationDone(
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
      if (op.kind === 'refund') {
        // A stray page's refund is the attempt's one movement; the order's own refunds (a show
        // cancelled, one ticket given back after a move) may be several, each named by its key.
        if (attemptId)
          await postOrderMovement(req, orderId, 'refund', op.amount, attemptSubject(attemptId))
        else await postOrderMovement(req, orderId, 'refund', op.amount, undefined, op.key)
        await markOperationDone(req, op.id, attemptId)
        return
      }
      await postOrderMovement(req, orderId, 'release', op.amount)
      await postOrderMovement(req, orderId, 'commission', op.commission ?? 0)
      await postOrderMovement(req, orderId, 'withholding', op.withholding ?? 0)
      // The attempt stays `paid`: its money was the order's and is now paid out.
      await markOperationDone(req, op.id, null)
    },
    { keyed: false },
  )
}
