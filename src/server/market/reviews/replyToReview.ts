import 'server-only'

import type { Payload } from 'payload'

import { parseRecordId } from '../../../lib/parseRecordId'
import type { User } from '../../../payload-types'
import { inTransaction, lockRow } from '../../platform'
import { fail, isFailure, type Failure } from '../../platform'
import { idOf } from '../applications/parties'
import { REVIEW_POPULATE, toReview, type ReviewView } from './toReview'

/** The account a review is about: the venue's organizer or the artist's account. */
const subjectOf = (booking: { artistUser?: unknown; organizer?: unknown }, direction: string) =>
  idOf((direction === 'artistToVenue' ? booking.organizer : booking.artistUser) as number)

/**
 * The reviewed party answers a shown review, once. Null when the review is not shown (still blind,
 * hidden by an admin) or not about `user`, so a blind review's existence never leaks.
 */
export async function replyToReview(
  payload: Payload,
  user: User,
  idParam: string,
  text: string,
  now = new Date(),
): Promise<ReviewView | Failure<'conflict'> | null> {
  const id = parseRecordId(idParam)
  if (!id) return null
  const result = await inTransaction(payload, null, async (req) => {
    // Replies sent at once wait here for each other, so the second reads the first's reply.
    await lockRow(req, 'reviews', id)
    // Closed to all but admins; who may answer is decided here.
    const review = await payload.findByID({
      collection: 'reviews',
      id,
      overrideAccess: true,
      depth: 1,
      populate: { bookings: { artistUser: true, organizer: true } },
      disableErrors: true,
      req,
    })
    if (!review || !review.revealed || review.hidden || typeof review.booking !== 'object')
      return null
    if (subjectOf(review.booking, review.direction) !== user.id) return null
    if (review.reply) return fail('conflict', 'ReviewsApi.alreadyReplied')
    await payload.update({
      collection: 'reviews',
      id,
      overrideAccess: true,
      data: { reply: text, repliedAt: now.toISOString() },
      depth: 0,
      req,
    })
    return id
  })
  if (result === null || isFailure(result)) return result
  const saved = await payload.findByID({
    collection: 'reviews',
    id: result,
    overrideAccess: true,
    depth: 2,
    populate: REVIEW_POPULATE,
  })
  return toReview(saved)
}
