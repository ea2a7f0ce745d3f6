import 'server-only'

import type { Payload } from 'payload'

import type { User } from '../../../payload-types'
import { type BookingSummary, toBookingSummary } from './toBookingSummary'

/** The user's bookings, as artist or organizer, soonest gig first. */
export async function listMyBookings(payload: Payload, user: User): Promise<BookingSummary[]> {
  const { docs } = await payload.find({
    collection: 'bookings',
    where: { or: [{ artistUser: { equals: user.id } }, { organizer: { equals: user.id } }] },
    sort: 'gig.date',
    pagination: false,
    depth: 1,
    overrideAccess: false,
    user,
  })
  return docs.map(toBookingSummary)
}
