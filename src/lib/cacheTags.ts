/*
 * The names of Next's data-cache tags, in one place: a cached read attaches them (see
 * src/server/platform/cache/cachedRead.ts) and the collection hooks expire them after a change commits.
 */

/** Every read that lists posts: lists, categories, search, featured, related, sitemap. */
export const POSTS_TAG = 'posts'

/** One post as its page and `/api/blogs/slug/{slug}` show it, comments included. */
export const postTag = (slug: string) => `post:${slug}`

/** A post's approved comments (`/api/comments/blog/{id}`). */
export const postCommentsTag = (postId: number | string) => `post-comments:${postId}`

/** Every read of gigs: the list, one gig, the sitemap. */
export const GIGS_TAG = 'gigs'

/** Cache tags of everything rendered from artist and venue profiles (directories, pages). */
export const ARTISTS_TAG = 'artists'
export const VENUES_TAG = 'venues'

/**
 * How venues and artists answer and pay (the profiles' response rates, a venue's payment record):
 * expired when an application closes or a payment moves.
 */
export const MARKET_ANSWERS_TAG = 'market-answers'

/** Every read of visible reviews and the ratings made of them. */
export const REVIEWS_TAG = 'reviews'

/** The show list (`/konserler`, `/api/shows`): gigs, bookings and going marks expire it. */
export const SHOWS_TAG = 'shows'

/** One show's going count, on its page (a going mark expires it with SHOWS_TAG). */
export const showTag = (gigId: number | string) => `show:${gigId}`
