import 'server-only'

import type { Payload } from 'payload'

import { ARTIST_SCORES, VENUE_SCORES } from '../../../lib/market/reviewScores'
import type { User } from '../../../payload-types'
import { inTransaction, lockRow } from '../../platform'
import { fail, isFailure, type Failure } from '../../platform'
import { idOf } from '../applications/parties'
import { findBookingReviews, type BookingReviews } from './bookingReviews'
import { queueNotices } from '../notifications/queueNotices'
import { findPartyBooking } from './findPartyBooking'
import { reviewNotice } from './reviewNotice'
import type { ReviewInput } from './reviewSchemas'
import { reviewWindowEnd } from './reviewWindow'

/** The scores the writer's side must give, named by the field at fault when one is missing. */
function scoresFor(direction: 'artistToVenue' | 'venueToArtist', input: ReviewInput) {
  const keys = direction === 'artistToVenue' ? VENUE_SCORES : ARTIST_SCORES
  for (const key of keys)
    if (input[key] === undefined)
      return fail('invalid', `ReviewsApi.validation.${key}`, { field: key })
  if (direction === 'artistToVenue' && input.paidAsAgreed === undefined)
    return fail('invalid', 'ReviewsApi.validation.paidAsAgreed', { field: 'paidAsAgreed' })
  const scores = Object.fromEntries(keys.map((key) => [key, input[key]]))
  return direction === 'artistToVenue' ? { ...scores, paidAsAgreed: input.paidAsAgreed } : scores
}

/**
 * One party of a completed booking reviews the other, once, within 14 days of completion. The
 * review stays blind until the other's is in (both show at once) or the window ends (`revealAt`,
 * which the clock's sweep turns into `revealed`); the reviewed party is told (a notice and its
 * mail, through the queue). Null when `user` is not a party of the booking.
 */
export async function submitReview(
  payload: Payload,
  user: User,
  idParam: string,
  input: ReviewInput,
  now = new Date(),
): Promise<BookingReviews | Failure<'conflict' | 'invalid'> | null> {
  const party = await findPartyBooking(payload, user, idParam)
  if (!party) return null
  const { booking, gig, direction } = party
  if (booking.state !== 'completed') return fail('conflict', 'ReviewsApi.notCompleted')
  const end = reviewWindowEnd(booking, gig)
  if (now >= end) return fail('conflict', 'ReviewsApi.windowClosed')
  const scores = scoresFor(direction, input)
  if (isFailure(scores)) return scores
  const written = await inTransaction(payload, null, async (req) => {
    // Both parties writing at once: the second waits and sees the first's review.
    await lockRow(req, 'bookings', booking.id)
    // The rules are checked here; the collection is closed to everyone but admins.
    const { docs } = await payload.find({
      collection: 'reviews',
      overrideAccess: true,
      where: { booking: { equals: booking.id } },
      depth: 0,
      pagination: false,
      req,
    })
    if (docs.some((review) => review.direction === direction))
      return fail('conflict', 'ReviewsApi.already')
    const other = docs.find((review) => review.direction !== direction)
    // The sweep already showed the other's review: the window is over.
    if (other?.revealed) return fail('conflict', 'ReviewsApi.windowClosed')
    const venue = typeof gig.venueProfile === 'object' ? gig.venueProfile?.id : gig.venueProfile
    await payload.create({
      collection: 'reviews',
      overrideAccess: true,
      data: {
        booking: booking.id,
        direction,
        author: user.id,
        artist: idOf(booking.artist),
        venue: venue ?? null,
        ...scores,
        text: input.text,
        revealAt: (other ? now : end).toISOString(),
        revealed: Boolean(other),
      },
      depth: 0,
      req,
    })
    // The second review in: both show at once.
    if (other)
      await payload.update({
        collection: 'reviews',
        overrideAccess: true,
        id: other.id,
        data: { revealed: true, revealAt: now.toISOString() },
        depth: 0,
        req,
      })
    // The reviewed party hears of it through the jobs queue, which a rollback leaves empty.
    await queueNotices(payload, [await reviewNotice(payload, party, req)], req)
  })
  if (isFailure(written)) return written
  return findBookingReviews(payload, user, booking.id, now)
}
