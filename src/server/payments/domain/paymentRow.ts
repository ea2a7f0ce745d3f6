import 'server-only'

import type { PayloadRequest } from 'payload'

import type { Booking, Payment } from '@/payload-types'
import { idOf } from '@/server/market'

import { DUE_HOURS } from '../settings'

const HOUR = 60 * 60 * 1000

/** When a booking's payment is due: 72 hours after its terms were confirmed. */
export const dueAtOf = (booking: Booking) =>
  booking.terms?.confirmedAt
    ? new Date(Date.parse(booking.terms.confirmedAt) + DUE_HOURS * HOUR).toISOString()
    : null

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
      dueAt: dueAtOf(booking),
      policy: booking.terms?.cancellationPolicy ?? 'flexible',
    },
    overrideAccess: true,
    depth: 0,
    req,
  })
}
