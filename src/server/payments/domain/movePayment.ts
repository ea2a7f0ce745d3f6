import 'server-only'

import type { PayloadRequest } from 'payload'

import { canMovePayment, type PaymentStatus } from '@/lib/payments/paymentStates'
import type { Payment } from '@/payload-types'

/**
 * Writes a payment's new status, with `data`, in the caller's transaction (under the booking's
 * locks): the only way a payment's status changes. A change the transition table does not allow
 * throws, so a caller's mistake rolls back instead of corrupting where the money stands.
 */
export async function movePayment(
  req: PayloadRequest,
  payment: Payment,
  to: PaymentStatus,
  data: Partial<Omit<Payment, 'status'>> = {},
): Promise<Payment> {
  if (!canMovePayment(payment.status, to))
    throw new Error(`payment ${payment.id}: ${payment.status} → ${to} is not allowed`)
  // The payments collection is closed to requests; the domain decided the change.
  return req.payload.update({
    collection: 'payments',
    id: payment.id,
    data: { ...data, status: to },
    overrideAccess: true,
    depth: 0,
    req,
  })
}
