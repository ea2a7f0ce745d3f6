import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import type { Booking, User } from '../../../payload-types'
import type { CancelledFor } from '../../../lib/market/cancelledFor'
import { inTransaction, lockRow } from '../../platform'
import { fail, type Failure } from '../../platform'
import { idOf } from '../applications/parties'
import { CARD_POPULATE } from '../applications/toArtistCard'
import { reopenFilledGig } from './reopenFilledGig'

/**
 * Cancels a confirmed booking under its gig's lock, taken first as an accept takes it: a cancel
 * and an accept for the last slot run one after the other, so the count of bookings the accept
 * reads is right and a filled gig that has not started opens again only once the slot is free.
 */
export async function cancelInTransaction(
  payload: Payload,
  user: User,
  booking: Booking,
  reason: string,
): Promise<Booking | Failure<'conflict'>> {
  return inTransaction(payload, user, (req) => cancelBookingWithin(req, booking, user.id, reason))
}

/**
 * The cancel inside the caller's transaction `req` (the payments take the booking's lock too and
 * settle the money in the same transaction). `cancelledBy` null: the site cancelled it, and
 * `reason` is then its key (`{ cancelledFor }`), shown in each reader's language; a party's
 * reason is their own text.
 */
export async function cancelBookingWithin(
  req: PayloadRequest,
  booking: Pick<Booking, 'id' | 'gig'>,
  cancelledBy: number | null,
  reason: string | { cancelledFor: CancelledFor },
): Promise<Booking | Failure<'conflict'>> {
  const { payload } = req
  const gigId = idOf(booking.gig)
  await lockRow(req, 'gigs', gigId)
  // The caller checked that the cancel is allowed; the collection is closed to direct writes.
  const current = await payload.findByID({
    collection: 'bookings',
    id: booking.id,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (current.state !== 'confirmed')
    return fail('conflict', `Bookings.errors.state.${current.state}`)
  const cancelled = await payload.update({
    collection: 'bookings',
    id: booking.id,
    data: {
      state: 'cancelled',
      cancelledBy,
      ...(typeof reason === 'string' ? { cancelReason: reason } : reason),
    },
    depth: 2,
    populate: CARD_POPULATE,
    overrideAccess: true,
    req,
  })
  await reopenFilledGig(req, gigId)
  return cancelled
}
