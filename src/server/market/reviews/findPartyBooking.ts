import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { parseRecordId } from '../../../lib/parseRecordId'
import type { ReviewDirection } from '../../../lib/market/reviewScores'
import type { Booking, Gig, User } from '../../../payload-types'
import { idOf } from '../applications/parties'

export type PartyBooking = {
  booking: Booking
  gig: Gig
  /** The side `user` writes from: the artist reviews the venue, the venue the artist. */
  direction: ReviewDirection
}

/**
 * A booking `user` is a party of, with its gig, and the direction of the user's review; null when
 * the user cannot see it or is not one of its two parties (an admin reviews nothing).
 */
export async function findPartyBooking(
  payload: Payload,
  user: User,
  idParam: string | number,
  req?: PayloadRequest,
): Promise<PartyBooking | null> {
  const id = typeof idParam === 'number' ? idParam : parseRecordId(idParam)
  if (!id) return null
  const booking = await payload.findByID({
    collection: 'bookings',
    id,
    depth: 1,
    populate: { gigs: { date: true, venueProfile: true, title: true } },
    overrideAccess: false,
    user,
    disableErrors: true,
    req,
  })
  if (!booking || typeof booking.gig !== 'object') return null
  const direction: ReviewDirection | null =
    idOf(booking.artistUser) === user.id
      ? 'artistToVenue'
      : idOf(booking.organizer) === user.id
        ? 'venueToArtist'
        : null
  return direction ? { booking, gig: booking.gig as Gig, direction } : null
}
