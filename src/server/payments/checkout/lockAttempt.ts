import 'server-only'

import type { PayloadRequest } from 'payload'

import type { CheckoutAttempt } from '@/payload-types'
import { idOf } from '@/server/market'
import { lockRow } from '@/server/platform'

import { lockBooking } from '../domain/lockBooking'

/**
 * Locks an attempt in the one order (its booking's gig, the booking, the payment, then the
 * attempt) and reads the booking, the payment and the attempt afresh. The server's own records,
 * read with full access: the callers decide for the provider, not for a request.
 */
export async function lockAttempt(req: PayloadRequest, attemptId: number, paymentId: number) {
  const payment = await req.payload.findByID({
    collection: 'payments',
    id: paymentId,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const locked = await lockBooking(req, idOf(payment.booking))
  await lockRow(req, 'checkout_attempts', attemptId)
  const attempt = await req.payload.findByID({
    collection: 'checkout-attempts',
    id: attemptId,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return { booking: locked.booking, payment: locked.payment!, attempt }
}

/** Writes an attempt in the caller's transaction (the collection is closed to requests). */
export const setAttempt = (req: PayloadRequest, id: number, data: Partial<CheckoutAttempt>) =>
  req.payload.update({
    collection: 'checkout-attempts',
    id,
    data,
    overrideAccess: true,
    depth: 0,
    req,
  })
