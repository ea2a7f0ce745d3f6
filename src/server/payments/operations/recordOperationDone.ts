import 'server-only'

import type { Payload } from 'payload'

import { idOf } from '@/server/market'
import { inTransaction, lockRow } from '@/server/platform'

import { lockBooking } from '../domain/lockBooking'
import { attemptSubject, postMovement } from '../ledger/postMovement'
import { recordOrderOperationDone } from '../orders/recordOrderOperationDone'
import { issueCommissionStatement } from '../statements/issueCommissionStatement'
import { markOperationDone } from './markOperationDone'

/**
 * Records that the provider did an operation, once: the intent becomes `done` and its money is
 * booked in the ledger (a refund from escrow to the organizer; a release to the artist with the
 * commission to the platform, numbered on its commission statement, and the withholding to its
 * account); a stray attempt's refund marks the attempt refunded. Runs under
 * the booking's locks, then the attempt's and the intent's, in that order.
 */
export async function recordOperationDone(payload: Payload, operationId: number): Promise<void> {
  const found = await payload.findByID({
    collection: 'payment-operations',
    id: operationId,
    depth: 0,
    overrideAccess: true,
  })
  if (found.order) return recordOrderOperationDone(payload, found)
  const payment = await payload.findByID({
    collection: 'payments',
    id: idOf(found.payment),
    depth: 0,
    overrideAccess: true,
  })
  await inTransaction(
    payload,
    null,
    async (req) => {
      await lockBooking(req, idOf(payment.booking))
      const attemptId = found.attempt ? idOf(found.attempt) : null
      if (attemptId) await lockRow(req, 'checkout_attempts', attemptId)
      await lockRow(req, 'payment_operations', operationId)
      const op = await payload.findByID({
        collection: 'payment-operations',
        id: operationId,
        depth: 0,
        overrideAccess: true,
        req,
      })
      if (op.state === 'done') return
      const subject = attemptId ? attemptSubject(attemptId) : undefined
      if (op.kind === 'refund') await postMovement(req, payment.id, 'refund', op.amount, subject)
      else {
        await postMovement(req, payment.id, 'release', op.amount)
        await postMovement(req, payment.id, 'commission', op.commission ?? 0)
        await postMovement(req, payment.id, 'withholding', op.withholding ?? 0)
        if (op.commission) await issueCommissionStatement(req, payment)
      }
      await markOperationDone(req, op.id, attemptId)
      const open = await payload.count({
        collection: 'payment-operations',
        where: { and: [{ payment: { equals: payment.id } }, { state: { not_equals: 'done' } }] },
        overrideAccess: true,
        req,
      })
      if (open.totalDocs === 0 && payment.flagged?.includes('reconciliation retries'))
        await payload.update({
          collection: 'payments',
          id: payment.id,
          data: { flagged: null },
          depth: 0,
          overrideAccess: true,
          req,
        })
    },
    { keyed: false },
  )
}
