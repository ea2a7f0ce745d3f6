import 'server-only'

import type { Payload } from 'payload'

import { REVIEW_LIMITS } from '../../../lib/limits'
import { ARTIST_SCORES, VENUE_SCORES } from '../../../lib/market/reviewScores'
import { shownReviewsWhere, type ReviewsOf } from './shownReviews'

export type Rating = {
  count: number
  /** One decimal each; null below three reviews, where an average says little. */
  averages: Record<string, number> | null
  /** Of the venue's reviews, the share saying it paid as agreed (0-1); null for artists and below three. */
  paidAsAgreedShare: number | null
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10

/** A profile's rating, made of its shown reviews. */
export async function ratingOf(payload: Payload, of: ReviewsOf): Promise<Rating> {
  const keys = 'artist' in of ? ARTIST_SCORES : VENUE_SCORES
  // Closed to all but admins; the where clause is what the public may see.
  const { docs } = await payload.find({
    collection: 'reviews',
    overrideAccess: true,
    where: shownReviewsWhere(of),
    pagination: false,
    depth: 0,
    select: { paidAsAgreed: true, ...Object.fromEntries(keys.map((key) => [key, true])) },
  })
  const count = docs.length
  if (count < REVIEW_LIMITS.ratedFrom) return { count, averages: null, paidAsAgreedShare: null }
  const average = (key: (typeof keys)[number]) =>
    oneDecimal(
      docs.reduce((sum, doc) => sum + Number((doc as Record<string, unknown>)[key] ?? 0), 0) /
        count,
    )
  return {
    count,
    averages: Object.fromEntries(keys.map((key) => [key, average(key)])),
    paidAsAgreedShare:
      'venue' in of ? oneDecimal(docs.filter((doc) => doc.paidAsAgreed).length / count) : null,
  }
}
