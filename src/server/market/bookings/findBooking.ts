import 'server-only'

import type { Payload } from 'payload'

import type { Booking, User } from '../../../payload-types'
import { parseRecordId } from '../../../lib/parseRecordId'
import { idOf } from '../applications/parties'
import { CARD_POPULATE } from '../applications/toArtistCard'
import { type BookingSummary, toBookingSummary } from './toBookingSummary'

/** A booking as `user` may read it (its two parties and admins), depth 0; null otherwise. */
export async function findBookingDoc(
  payload: Payload,
  user: User,
  idParam: string | number,
): Promise<Booking | null> {
  const id = parseRecordId(String(idParam))
  if (!id) return null
  return payload.findByID({
    collection: 'bookings',
    id,
    depth: 0,
    overrideAccess: false,
    user,
    disableErrors: true,
  })
}

/** One booking with its terms and, for a party, the other party's email; null when hidden. */
export async function findBooking(
  payload: Payload,
  user: User,
  idParam: string | number,
): Promise<BookingSummary | null> {
  const visible = await findBookingDoc(payload, user, idParam)
  if (!visible) return null
  const booking = await payload.findByID({
    collection: 'bookings',
    id: visible.id,
    depth: 2,
    populate: CARD_POPULATE,
    overrideAccess: false,
    user,
  })
  const artistUser = idOf(booking.artistUser)
  const organizer = idOf(booking.organizer)
  const other = user.id === artistUser ? organizer : user.id === organizer ? artistUser : null
  // The other party's account email, for a party only (an admin reading sees none).
  const contact = other
    ? ((await payload.findByID({ collection: 'users', id: other, depth: 0, overrideAccess: true }))
        ?.email ?? null)
    : null
  return toBookingSummary(booking, contact)
}
