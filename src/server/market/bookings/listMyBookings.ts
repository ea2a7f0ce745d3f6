import 'server-only'

import type { Payload } from 'payload'

import type { Booking, User } from '../../../payload-types'
import { idOf } from '../applications/parties'
import { CARD_POPULATE } from '../applications/toArtistCard'
import { type BookingSummary, toBookingSummary } from './toBookingSummary'

/** The other party of each confirmed booking, by user id: their account email. */
async function contactsOf(payload: Payload, user: User, bookings: Booking[]) {
  const others = bookings
    .filter((booking) => booking.state === 'confirmed')
    .map((booking) =>
      idOf(booking.artistUser) === user.id ? idOf(booking.organizer) : idOf(booking.artistUser),
    )
  if (!others.length) return new Map<number, string>()
  // Accounts are private; the caller is a party of these bookings (read under their access).
  const { docs } = await payload.find({
    collection: 'users',
    overrideAccess: true,
    where: { id: { in: others } },
    select: { email: true },
    pagination: false,
    depth: 0,
  })
  return new Map(docs.map((doc) => [doc.id, doc.email]))
}

/** The user's bookings, as artist or organizer, soonest gig first, each with the other's contact. */
export async function listMyBookings(payload: Payload, user: User): Promise<BookingSummary[]> {
  const { docs } = await payload.find({
    collection: 'bookings',
    where: { or: [{ artistUser: { equals: user.id } }, { organizer: { equals: user.id } }] },
    sort: 'gig.date',
    pagination: false,
    depth: 2,
    populate: CARD_POPULATE,
    overrideAccess: false,
    user,
  })
  const contacts = await contactsOf(payload, user, docs)
  return docs.map((booking) => {
    const other =
      idOf(booking.artistUser) === user.id ? idOf(booking.organizer) : idOf(booking.artistUser)
    return toBookingSummary(booking, contacts.get(other) ?? null)
  })
}
