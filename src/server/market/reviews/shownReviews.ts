import 'server-only'

import type { Where } from 'payload'

/** Whose reviews: an artist's (written by venues) or a venue's (written by artists). */
export type ReviewsOf = { artist: number } | { venue: number }

/** The reviews the public sees of a profile: about it, revealed, not hidden by an admin. */
export const shownReviewsWhere = (of: ReviewsOf): Where => ({
  and: [
    'artist' in of ? { artist: { equals: of.artist } } : { venue: { equals: of.venue } },
    { direction: { equals: 'artist' in of ? 'venueToArtist' : 'artistToVenue' } },
    { revealed: { equals: true } },
    { hidden: { not_equals: true } },
  ],
})
