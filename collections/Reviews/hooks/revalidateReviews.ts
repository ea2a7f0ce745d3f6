import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { ARTISTS_TAG, REVIEWS_TAG, VENUES_TAG } from '../../../src/lib/cacheTags'
import { revalidateTags } from '../../../src/server/platform'
import type { Review } from '../../../src/payload-types'

// The profiles carry the rating made of the reviews.
const TAGS = [REVIEWS_TAG, ARTISTS_TAG, VENUES_TAG]

/** A revealed, replied, hidden or removed review expires the reads of reviews and ratings. */
export const revalidateReviewsAfterChange: CollectionAfterChangeHook<Review> = async ({
  doc,
  req,
}) => {
  await revalidateTags(req, TAGS)
  return doc
}

export const revalidateReviewsAfterDelete: CollectionAfterDeleteHook<Review> = async ({
  doc,
  req,
}) => {
  await revalidateTags(req, TAGS)
  return doc
}
