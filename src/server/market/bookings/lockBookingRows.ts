import 'server-only'

import type { PayloadRequest } from 'payload'

import type { Booking, Payment } from '../../../payload-types'
import { lockRow } from '../../platform'
import { idOf } from '../applications/parties'

/**
 * Locks a booking's gig, then the booking, then its payment if it has one: the one order every
 * write touching a booking takes (terms, cancels, a gig's cancel, checkouts, releases, decisions,
 * reconciliation), so writes to one booking run one after another and never wait on each other
 * in a cycle. Reads the booking and its payment afresh under the locks. Call it inside the
 * write's transaction; no provider is called while these locks are held.
 */
export async function lockBookingRows(
  req: PayloadRequest,
  bookingId: number,
): Promise<{ booking: Booking; payment: Payment | null }> {
  // The server's own reads, under its lock: the callers checked who may act. Where a booking's
  // gig is never changes, so the unlocked first read finds which gig to lock first.
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
