import 'server-only'

import type { PayloadRequest } from 'payload'

import type { Payment } from '@/payload-types'

import { withEvent } from '../domain/lockBooking'
import { hasMovement, postMovement } from '../ledger/postMovement'
import { activeProvider } from '../provider'

type Settlement = {
  /** Kuruş of the payment kept for the artist (the commission is taken from it). */
  kept: number
  note?: string
  ip?: string
}

/**
 * Settles a charged payment under the booking's lock (the caller's transaction): the refund to
 * the organizer first, then the artist's share (less its part of the commission) released. Each
 * provider call is skipped when its ledger movement is already booked, so a retry never repeats
 * one; a refused call stops there, leaves what succeeded booked and flags the payment for an
 * admin. Answers the new status, or null when a call was refused.
 */
export async function settlePayment(
  req: PayloadRequest,
  payment: Payment,
  { kept, note, ip = '127.0.0.1' }: Settlement,
): Promise<Payment['status'] | null> {
  const active = activeProvider()
  const amount = payment.amount ?? 0
  const itemId = payment.provider?.itemId
  if (!active || !itemId) throw new Error('settlePayment needs a charged payment and a provider')
  const { provider } = active
  kept = Math.max(0, Math.min(amount, kept))
  const refund = amount - kept
  const commission = amount ? Math.round(((payment.commission ?? 0) * kept) / amount) : 0
  let events = payment.events ?? []
  const flag = async (message: string) => {
    await req.payload.update({
      collection: 'payments',
      id: payment.id,
      data: { flagged: message, events },
      overrideAccess: true,
      req,
    })
    return null
  }

  if (refund > 0 && !(await hasMovement(req, payment.id, 'refund'))) {
    const done = await provider.refund({
      key: `payment-${payment.id}-refund`,
      itemId,
      amount: refund,
      ip,
    })
    if (!done.ok) return flag(`refund refused: ${done.code} ${done.message}`)
    await postMovement(req, payment.id, 'refund', refund)
    events = withEvent({ events }, { type: 'refunded', amount: refund, note })
  }
  if (kept > 0 && !(await hasMovement(req, payment.id, 'release'))) {
    const payeeKey = payment.provider?.payeeKey ?? ''
    const done = await provider.release({
      key: `payment-${payment.id}-release`,
      itemId,
      payeeKey,
      payeeAmount: kept - commission,
    })
    if (!done.ok) return flag(`release refused: ${done.code} ${done.message}`)
    await postMovement(req, payment.id, 'release', kept - commission)
    await postMovement(req, payment.id, 'commission', commission)
    events = withEvent({ events }, { type: 'released', amount: kept - commission, note })
  }
  const status = kept === amount ? 'released' : kept === 0 ? 'refunded' : 'partlyRefunded'
  await req.payload.update({
    collection: 'payments',
    id: payment.id,
    data: { status, events },
    overrideAccess: true,
    req,
  })
  return status
}
