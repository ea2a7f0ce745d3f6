import { FEATURED_COUNT, parseListQuery } from '@/server/blog'
import { listFeaturedPosts } from '@/server/blog'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { cacheableSuccess } from '@/app/api/_http/cacheableJson'

/** GET /api/blogs/featured?limit=3&locale: the newest featured published posts. */
export const GET = apiRoute(async (request) => {
  const { limit, locale } = parseListQuery(request, FEATURED_COUNT)
  const { data, pagination } = await listFeaturedPosts(limit, locale)
  return cacheableSuccess(request, data, requestMessage(request, 'BlogApi.featuredFetched'), {
    pagination,
  })
})

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
