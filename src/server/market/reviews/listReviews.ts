import 'server-only'

import type { Payload } from 'payload'

import { REVIEW_LIMITS } from '../../../lib/limits'
import { toPagination, type Pagination } from '../../../lib/listQuery'
import { shownReviewsWhere, type ReviewsOf } from './shownReviews'
import { REVIEW_POPULATE, toReview, type ReviewView } from './toReview'

export type ReviewPage = { reviews: ReviewView[]; pagination: Pagination }

/** A page of a profile's shown reviews, newest first. */
export async function listReviews(payload: Payload, of: ReviewsOf, page = 1): Promise<ReviewPage> {
  const limit = REVIEW_LIMITS.pageSize
  // Closed to all but admins; the where clause is what the public may see.
  const result = await payload.find({
    collection: 'reviews',
    overrideAccess: true,
    where: shownReviewsWhere(of),
    sort: '-createdAt',
    page,
    limit,
    depth: 2,
    populate: REVIEW_POPULATE,
  })
  return {
    reviews: result.docs.map(toReview),
    pagination: toPagination(page, limit, result.totalDocs),
  }
}
