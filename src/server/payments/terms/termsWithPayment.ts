import 'server-only'

import type { Payload } from 'payload'

import type { User } from '@/payload-types'
import {
  confirmTerms as confirmMarketTerms,
  findBookingDoc,
  proposeTerms as proposeMarketTerms,
} from '@/server/market'
import { fail } from '@/server/platform'

import { bookingAmounts } from '../domain/bookingAmounts'
import { dueAtOf, ensurePaymentRow } from '../domain/paymentRow'
import { lockBooking } from '../domain/lockBooking'
import { paymentSettings } from '../settings'

/** Whether the booking's payment has moved money: its terms then stand as paid for. */
async function isPaid(payload: Payload, bookingId: number) {
  // The server's own check before the market's command; the caller may read the booking.
  const { docs } = await payload.find({
    collection: 'payments',
    where: { booking: { equals: bookingId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return Boolean(docs[0] && docs[0].status !== 'due')
}

/**
 * The market's terms proposal, refused (409) once the booking is paid: paid terms change only
 * through a cancellation both parties see.
 */
export async function proposeTerms(payload: Payload, user: User, id: string, body: unknown) {
  const visible = await findBookingDoc(payload, user, id)
  if (visible && (await isPaid(payload, visible.id)))
    return fail('conflict', 'Payments.errors.termsPaid')
  return proposeMarketTerms(payload, user, id, body)
}

/**
 * The market's terms confirmation; with payments on and a fixed fee, the booking's payment
 * becomes due (72 hours from now), under the booking's lock, in the confirmation's own
 * transaction.
 */
export async function confirmTerms(
  payload: Payload,
  user: User,
  id: string,
  proposedAt?: string | null,
) {
  const settings = paymentSettings()
  if (!settings) return confirmMarketTerms(payload, user, id, proposedAt)
  return confirmMarketTerms(payload, user, id, proposedAt, async (req, bookingId) => {
    const { booking, payment } = await lockBooking(req, bookingId)
    if (!bookingAmounts(booking, settings.commissionPercent)) return
    if (payment && payment.status !== 'due') return
    const row = await ensurePaymentRow(req, booking, payment)
    if (row.dueAt !== dueAtOf(booking))
      await payload.update({
        collection: 'payments',
        id: row.id,
        data: { dueAt: dueAtOf(booking), policy: booking.terms?.cancellationPolicy ?? 'flexible' },
        overrideAccess: true,
        req,
      })
  })
}
