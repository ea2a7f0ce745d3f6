import 'server-only'

import type { Payload } from 'payload'

import type { User } from '../../../payload-types'
import { describeParties } from '../applications/describeParties'
import { idOf } from '../applications/parties'
import { fail, isFailure, type Failure } from '../../platform'
import { parseRecordId } from '../../../lib/parseRecordId'
import { notify } from '../notifications/notify'
import { cancelInTransaction } from './cancelInTransaction'
import { type BookingSummary, toBookingSummary } from './toBookingSummary'

/**
 * Either party cancels a confirmed booking with a reason; the other party is told and a filled
 * gig that has not started opens again. Null when `user` cannot see the booking; a conflict otherwise.
 */
export async function cancelBooking(
  payload: Payload,
  user: User,
  idParam: string,
  reason: string,
): Promise<BookingSummary | Failure<'conflict'> | null> {
  const id = parseRecordId(idParam)
  const booking = id
    ? await payload.findByID({
        collection: 'bookings',
        id,
        depth: 0,
        overrideAccess: false,
        user,
        disableErrors: true,
      })
    : null
  if (!booking) return null
  const artistUser = idOf(booking.artistUser)
  const organizer = idOf(booking.organizer)
  if (user.id !== artistUser && user.id !== organizer)
    return fail('conflict', 'Bookings.errors.onlyParties')
  if (booking.state !== 'confirmed')
    return fail('conflict', `Bookings.errors.state.${booking.state}`)
  const cancelled = await cancelInTransaction(payload, user, booking, reason)
  if (isFailure(cancelled)) return cancelled
  const application = await payload.findByID({
    collection: 'applications',
    id: idOf(booking.application),
    depth: 0,
  })
  const names = await describeParties(payload, application)
  await notify(payload, [
    {
      user: user.id === artistUser ? organizer : artistUser,
      type: 'bookingCancelled',
      application: application.id,
      values: { gig: names.gig, name: user.id === artistUser ? names.artist : names.venue },
    },
  ])
  return toBookingSummary(cancelled)
}
