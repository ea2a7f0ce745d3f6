import 'server-only'

import type { Artist, Booking, Gig, Review, Venue } from '../../../payload-types'
import { ARTIST_SCORES, VENUE_SCORES, type ReviewDirection } from '../../../lib/market/reviewScores'
import { venueNameOf } from '../gigs/gigSummary'

/** A review as pages and the API show it: never the author's account. */
export type ReviewView = {
  id: number
  direction: ReviewDirection
  /** `retired`: the author deleted their account; the review stays, named "Deleted account". */
  author: { name: string; slug: string | null; retired: boolean }
  gig: { title: string; date: string } | null
  scores: Record<string, number>
  paidAsAgreed: boolean | null
  text: string
  reply: string | null
  repliedAt: string | null
  createdAt: string
}

/** How a review is read: the two profiles and the booking's gig populated. */
export const REVIEW_POPULATE = {
  artists: { name: true, slug: true },
  venues: { name: true, slug: true },
  bookings: { gig: true },
  gigs: { title: true, date: true, venue: true, venueProfile: true },
} as const

const scoresOf = (review: Review) =>
  Object.fromEntries(
    (review.direction === 'artistToVenue' ? VENUE_SCORES : ARTIST_SCORES).map((key) => [
      key,
      Number(review[key] ?? 0),
    ]),
  )

/** A review read at depth 2 with REVIEW_POPULATE. */
export function toReview(review: Review): ReviewView {
  const booking = typeof review.booking === 'object' ? (review.booking as Booking) : null
  const gig = booking && typeof booking.gig === 'object' ? (booking.gig as Gig) : null
  const artist = typeof review.artist === 'object' ? (review.artist as Artist | null) : null
  const venue = typeof review.venue === 'object' ? (review.venue as Venue | null) : null
  const author =
    review.author == null
      ? { name: '', slug: null, retired: true }
      : review.direction === 'artistToVenue'
        ? { name: artist?.name ?? '', slug: artist?.slug ?? null, retired: false }
        : {
            name: venue?.name ?? (gig ? venueNameOf(gig) : ''),
            slug: venue?.slug ?? null,
            retired: false,
          }
  return {
    id: review.id,
    direction: review.direction,
    author,
    gig: gig ? { title: gig.title ?? '', date: gig.date ?? '' } : null,
    scores: scoresOf(review),
    paidAsAgreed: review.direction === 'artistToVenue' ? Boolean(review.paidAsAgreed) : null,
    text: review.text,
    reply: review.reply ?? null,
    repliedAt: review.repliedAt ?? null,
    createdAt: review.createdAt,
  }
}
