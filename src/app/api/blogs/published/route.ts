import { parseListQuery } from '@/server/blog'
import { listPublicPosts } from '@/server/blog'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { cacheableSuccess } from '@/app/api/_http/cacheableJson'

/** GET /api/blogs/published?page&limit&locale: published posts, newest first. */
export const GET = apiRoute(async (request) => {
  const { data, pagination } = await listPublicPosts(parseListQuery(request))
  return cacheableSuccess(request, data, requestMessage(request, 'BlogApi.postsFetched'), {
    pagination,
  })
})

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
