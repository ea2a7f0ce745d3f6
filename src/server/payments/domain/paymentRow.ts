import 'server-only'

import type { PayloadRequest } from 'payload'

import type { Booking, Payment } from '@/payload-types'
import { idOf } from '@/server/market'

import { DUE_HOURS } from '../settings'

const HOUR = 60 * 60 * 1000

/**
 * When a booking's payment is due: 72 hours after its terms were confirmed, but never later than
 * `beforeGigHours` before the gig starts, so an unpaid booking is cancelled before its gig, not
 * after it. Terms confirmed later than that are payable at once: within the hour, and before the
 * gig starts.
 */
export const dueAtOf = (booking: Booking, gigDate: string, beforeGigHours: number) => {
  if (!booking.terms?.confirmedAt) return null
  const confirmed = Date.parse(booking.terms.confirmedAt)
  const start = Date.parse(gigDate)
  const due = Math.min(confirmed + DUE_HOURS * HOUR, start - beforeGigHours * HOUR)
  const atOnce = Math.max(confirmed, Math.min(confirmed + HOUR, start))
  return new Date(Math.max(due, atOnce)).toISOString()
}

/**
 * The booking's payment row, created `due` when it has none (in the caller's transaction, under
 * the booking's lock). The server's own record: written with full access.
 */
export async function ensurePaymentRow(
  req: PayloadRequest,
  booking: Booking,
  existing: Payment | null,
): Promise<Payment> {
  if (existing) return existing
  return req.payload.create({
    collection: 'payments',
    data: {
      booking: booking.id,
      gig: idOf(booking.gig),
      artist: idOf(booking.artist),
      artistUser: idOf(booking.artistUser),
      organizer: idOf(booking.organizer),
      status: 'due',
      policy: booking.terms?.cancellationPolicy ?? 'flexible',
    },
    overrideAccess: true,
    depth: 0,
    req,
  })
}
