import 'server-only'

import type { Payload } from 'payload'

import type { User } from '../../../payload-types'
import { idOf } from './parties'
import type { ApplicationSummary } from './toApplicationSummary'

/**
 * An accepted application carries its booking's state: "accepted" alone would still read as
 * booked once the booking was cancelled. One read for the whole list, as `user` may see them.
 */
export async function withBookingState(
  payload: Payload,
  user: User,
  summaries: ApplicationSummary[],
): Promise<ApplicationSummary[]> {
  const accepted = summaries.filter((s) => s.state === 'accepted').map((s) => s.id)
  if (!accepted.length) return summaries
  const { docs } = await payload.find({
    collection: 'bookings',
    where: { application: { in: accepted } },
    select: { application: true, state: true },
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user,
  })
  const states = new Map(docs.map((booking) => [idOf(booking.application), booking.state]))
  return summaries.map((s) => (states.has(s.id) ? { ...s, bookingState: states.get(s.id) } : s))
}
