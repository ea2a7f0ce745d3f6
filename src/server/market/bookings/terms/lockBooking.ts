import 'server-only'

import type { PayloadRequest } from 'payload'

import type { Booking } from '../../../../payload-types'
import { fail, lockRow, type Failure } from '../../../platform'
import { idOf } from '../../applications/parties'

/**
 * Every answer about a booking's terms (propose, confirm, ask for a change) starts here, inside
 * its transaction: it locks the booking's gig, then the booking (the one order every write that
 * touches a booking takes: gig, booking, payment), so answers to one booking run one after the
 * other, then reads the booking afresh under the lock. A conflict when the booking is no longer
 * confirmed (cancelled or completed since the caller read it).
 */
export async function lockBooking(
  req: PayloadRequest,
  id: number,
): Promise<Booking | Failure<'conflict'>> {
  // Where the booking's gig is never changes: an unlocked read finds which gig to lock first.
  const { gig } = await req.payload.findByID({
    collection: 'bookings',
    id,
    depth: 0,
    overrideAccess: true,
    req,
  })
  await lockRow(req, 'gigs', idOf(gig))
  await lockRow(req, 'bookings', id)
  // The caller may read this booking (findBookingDoc) and checked who may act: bookings are
  // closed to direct writes, so the re-read and the write are the server's.
  const current = await req.payload.findByID({
    collection: 'bookings',
    id,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (current.state !== 'confirmed') return fail('conflict', 'Terms.errors.notConfirmedBooking')
  return current
}
