/** What an artist scores a venue on (1-5), besides whether it paid as agreed. */
export const VENUE_SCORES = ['sound', 'hospitality', 'promotion'] as const

/** What a venue scores an artist on (1-5). */
export const ARTIST_SCORES = ['punctuality', 'performance', 'professionalism'] as const

export type ReviewDirection = 'artistToVenue' | 'venueToArtist'

/** The `id` of a profile page's reviews section. */
export const REVIEWS_ANCHOR = 'reviews'

/** The id of a booking's reviews in its thread (where a review notice leads). */
export const BOOKING_REVIEWS_ANCHOR = 'booking-reviews'
