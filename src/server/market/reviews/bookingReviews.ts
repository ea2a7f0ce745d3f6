import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import type { User } from '../../../payload-types'
import { findPartyBooking, type PartyBooking } from './findPartyBooking'
import { reviewWindowEnd } from './reviewWindow'
import { REVIEW_POPULATE, toReview, type ReviewView } from './toReview'

/** What a party of a booking sees of its reviews: theirs always, the other's once revealed. */
export type BookingReviews = {
  bookingId: number
  state: string
  /** The side the viewer writes from. */
  direction: PartyBooking['direction']
  /** When the window to review closes (and the blind reviews show anyway); null before completion. */
  windowEndsAt: string | null
  canReview: boolean
  mine: ReviewView | null
  theirs: ReviewView | null
  /** Both reviews show (both are in, or the window is over). */
  revealed: boolean
  /** The viewer may answer the other's review (once, after the reveal). */
  canReply: boolean
}

/** The reviews of a booking as one of its parties sees them; null for anyone else. */
export async function findBookingReviews(
  payload: Payload,
  user: User,
  idParam: string | number,
  now = new Date(),
  req?: PayloadRequest,
): Promise<BookingReviews | null> {
  const party = await findPartyBooking(payload, user, idParam, req)
  if (!party) return null
  const { booking, gig, direction } = party
  // Reviews are closed to everyone but admins; the caller is a party of this booking.
  const { docs } = await payload.find({
    collection: 'reviews',
    overrideAccess: true,
    where: { booking: { equals: booking.id } },
    depth: 2,
    populate: REVIEW_POPULATE,
    pagination: false,
    req,
  })
  const mine = docs.find((review) => review.direction === direction) ?? null
  const other = docs.find((review) => review.direction !== direction) ?? null
  const completed = booking.state === 'completed'
  const end = completed ? reviewWindowEnd(booking, gig) : null
  const revealed = Boolean(mine?.revealed || other?.revealed || (end && end <= now))
  const theirs = other && revealed && !other.hidden ? toReview(other) : null
  return {
    bookingId: booking.id,
    state: booking.state,
    direction,
    windowEndsAt: end?.toISOString() ?? null,
    // A review the clock has already shown closed the window, whatever this clock says.
    canReview: completed && !mine && !revealed && Boolean(end && now < end),
    mine: mine ? toReview(mine) : null,
    theirs,
    revealed,
    canReply: Boolean(theirs && !theirs.reply),
  }
}
