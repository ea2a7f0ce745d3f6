import { ApiError } from '@/app/api/_http/ApiError'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { cacheableSuccess } from '@/app/api/_http/cacheableJson'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { reviewPageParam } from '@/app/api/_http/reviewPageParam'
import { listProfileReviews } from '@/server/market'

type Context = { params: Promise<{ slug: string }> }

/** GET /api/artists/{slug}/reviews?page: the profile's shown reviews, newest first, paginated. */
export const GET = apiRoute<Context>(async (request, { params }) => {
  const page = await listProfileReviews('artists', (await params).slug, reviewPageParam(request))
  if (!page) throw new ApiError(404, 'ProfileApi.notFound')
  return cacheableSuccess(request, page.reviews, requestMessage(request, 'ReviewsApi.loaded'), {
    pagination: page.pagination,
  })
})

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
