import 'server-only'

import type { PayloadRequest } from 'payload'

import type { Booking, Payment } from '@/payload-types'
import { idOf } from '@/server/market'
import { lockRow } from '@/server/platform'

/**
 * Locks a booking's gig, then the booking (the order every market write takes them), and reads
 * the booking and its payment afresh: a cancel, a release, a payment's completion and a refund of
 * the same booking run one after another, each seeing what the one before wrote.
 */
export async function lockBooking(
  req: PayloadRequest,
  bookingId: number,
): Promise<{ booking: Booking; payment: Payment | null }> {
  // The server's own re-read under its lock: the callers checked who may act.
  const first = await req.payload.findByID({
    collection: 'bookings',
    id: bookingId,
    depth: 0,
    overrideAccess: true,
    req,
  })
  await lockRow(req, 'gigs', idOf(first.gig))
  await lockRow(req, 'bookings', bookingId)
  const booking = await req.payload.findByID({
    collection: 'bookings',
    id: bookingId,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const { docs } = await req.payload.find({
    collection: 'payments',
    where: { booking: { equals: bookingId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return { booking, payment: docs[0] ?? null }
}

/** The payment's events with `event` added, as the update writes them. */
export const withEvent = (
  payment: Pick<Payment, 'events'>,
  event: { type: NonNullable<Payment['events']>[number]['type']; amount?: number; note?: string },
) => [
  ...(payment.events ?? []).map(({ at, type, amount, note }) => ({ at, type, amount, note })),
  { at: new Date().toISOString(), ...event },
]
