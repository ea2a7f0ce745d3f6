import 'server-only'

import type { Payload } from 'payload'

import { termsMayChange } from '@/lib/payments/paymentStates'
import type { User } from '@/payload-types'
import {
  confirmTerms as confirmMarketTerms,
  findBookingDoc,
  proposeTerms as proposeMarketTerms,
} from '@/server/market'
import { fail } from '@/server/platform'

import { endAttempts } from '../checkout/endAttempts'
import { bookingAmounts } from '../domain/bookingAmounts'
import { dueAtOf, ensurePaymentRow } from '../domain/paymentRow'
import { lockBooking } from '../domain/lockBooking'
import { paymentSettings } from '../settings'

/** Whether the booking's payment has moved money (an unlocked read; the locked check follows). */
async function isPaid(payload: Payload, bookingId: number) {
  // The server's own check before the market's command; the caller may read the booking.
  const { docs } = await payload.find({
    collection: 'payments',
    where: { booking: { equals: bookingId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return !termsMayChange(docs[0]?.status)
}

/**
 * The market's terms proposal, refused (409) once the booking is paid (paid terms change only
 * through a cancellation both parties see), checked under the booking's locks in the proposal's
 * own transaction; the booking's open checkout pages are ended (money still paid on one is
 * refunded: it was for the old terms).
 */
export async function proposeTerms(payload: Payload, user: User, id: string, body: unknown) {
  // Said first, before the proposal's own checks: no terms can change on a paid booking.
  const visible = await findBookingDoc(payload, user, id)
  if (visible && (await isPaid(payload, visible.id)))
    return fail('conflict', 'Payments.errors.termsPaid')
  return proposeMarketTerms(payload, user, id, body, async (req, bookingId) => {
    const { payment } = await lockBooking(req, bookingId)
    if (!payment) return
    if (!termsMayChange(payment.status)) return fail('conflict', 'Payments.errors.termsPaid')
    await endAttempts(req, payment.id, 'termsChanged')
  })
}

/**
 * The market's terms confirmation; with payments on and a fixed fee, the booking's payment
 * becomes due, under the booking's locks, in the confirmation's own transaction. Pages opened
 * for earlier terms are ended.
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
    const gig = await req.payload.findByID({
      collection: 'gigs',
      id: typeof booking.gig === 'object' ? booking.gig.id : booking.gig,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const dueAt = dueAtOf(booking, gig.date, settings.dueBeforeGigHours)
    await endAttempts(req, row.id, 'termsChanged')
    if (row.dueAt !== dueAt)
      await payload.update({
        collection: 'payments',
        id: row.id,
        data: { dueAt, policy: booking.terms?.cancellationPolicy ?? 'flexible' },
        overrideAccess: true,
        req,
      })
  })
}
