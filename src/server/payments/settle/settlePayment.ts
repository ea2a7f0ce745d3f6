import 'server-only'

import type { PayloadRequest } from 'payload'

import { withholdingOn } from '@/lib/payments/payee'
import { settledStatus, type PaymentStatus } from '@/lib/payments/paymentStates'
import type { Payment } from '@/payload-types'

import { withEvent } from '../domain/lockBooking'
import { movePayment } from '../domain/movePayment'
import { recordOperation } from '../operations/recordOperation'
import { payoutBlockOf } from '../payout/payoutBlock'
import { withholdingBasisPoints } from '../payout/withholdingRate'

type Settlement = {
  /** Kuruş of the payment kept for the artist (the commission is taken from it). */
  kept: number
  note?: string
}

/**
 * Decides a charged payment's settlement in the caller's transaction, under the booking's locks:
 * the refund to the organizer and the artist's share (less its part of the commission) are
 * recorded as provider operations (the share less the withholding on it too), and the payment
 * takes its settled status. No provider is called here: the caller runs the operations (`runOperations`) once this commits; the ledger
 * books each when the provider has done it. Answers the status and the operations to run.
 */
export async function settlePayment(
  req: PayloadRequest,
  payment: Payment,
  { kept, note }: Settlement,
): Promise<{ status: PaymentStatus; operations: number[] }> {
  const amount = payment.amount ?? 0
  const itemId = payment.provider?.itemId
  const checkoutKey = payment.provider?.checkoutKey
  if (!itemId || !checkoutKey) throw new Error('settlePayment needs a charged payment')
  kept = Math.max(0, Math.min(amount, kept))
  const refund = amount - kept
  const commission = amount ? Math.round(((payment.commission ?? 0) * kept) / amount) : 0
  // The e-commerce withholding on what the payee sold (the share kept, before commission).
  const payeeKey = payment.provider?.payeeKey
  const block = payeeKey ? await payoutBlockOf(req.payload, { payeeKey }, req) : null
  const withholding = withholdingOn(kept, withholdingBasisPoints(block?.taxStatus))
  const operations: number[] = []
  let events = payment.events ?? []
  if (refund > 0) {
    const op = await recordOperation(req, {
      payment: payment.id,
      kind: 'refund',
      amount: refund,
      itemId,
      checkoutKey,
      key: `payment-${payment.id}-refund`,
      note,
    })
    operations.push(op.id)
    events = withEvent({ events }, { type: 'refunded', amount: refund, note })
  }
  if (kept > 0) {
    const op = await recordOperation(req, {
      payment: payment.id,
      kind: 'release',
      amount: kept - commission - withholding,
      commission,
      withholding,
      itemId,
      checkoutKey,
      payeeKey: payment.provider?.payeeKey,
      key: `payment-${payment.id}-release`,
      note,
    })
    operations.push(op.id)
    events = withEvent(
      { events },
      { type: 'released', amount: kept - commission - withholding, note },
    )
  }
  const status = settledStatus(kept, amount)
  await movePayment(req, payment, status, { events })
  return { status, operations }
}
