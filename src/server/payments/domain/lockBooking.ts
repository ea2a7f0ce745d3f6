import 'server-only'

import type { PayloadRequest } from 'payload'

import type { Booking, Payment } from '@/payload-types'
import { idOf } from '@/server/market'
import { lockRow } from '@/server/platform'

/**
 * Locks a booking's gig, then the booking, then its payment (the one order every write touching a
 * booking takes: terms, cancels, a gig's cancel, checkouts, releases, decisions, reconciliation),
 * and reads the booking and its payment afresh: writes to the same booking run one after another,
 * each seeing what the one before wrote, and never wait on each other in a cycle. No provider is
 * called while these locks are held.
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
  const payment = await findPayment(req, bookingId)
  if (!payment) return { booking, payment }
  await lockRow(req, 'payments', payment.id)
  return { booking, payment: await findPayment(req, bookingId) }
}

const findPayment = async (req: PayloadRequest, bookingId: number) =>
  (
    await req.payload.find({
      collection: 'payments',
      where: { booking: { equals: bookingId } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
  ).docs[0] ?? null

/** The payment's events with `event` added, as the update writes them. */
export const withEvent = (
  payment: Pick<Payment, 'events'>,
  event: { type: NonNullable<Payment['events']>[number]['type']; amount?: number; note?: string },
) => [
  ...(payment.events ?? []).map(({ at, type, amount, note }) => ({ at, type, amount, note })),
  { at: new Date().toISOString(), ...event },
]
