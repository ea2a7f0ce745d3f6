import { parseListQuery } from '@/server/blog'
import { searchPublicPosts } from '@/server/blog'
import { ApiError } from '@/app/api/_http/ApiError'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { cacheableSuccess } from '@/app/api/_http/cacheableJson'

/** GET /api/blogs/search?query&page&limit&locale: published posts matching every word. */
export const GET = apiRoute(async (request) => {
  const query = new URL(request.url).searchParams.get('query')?.trim()
  if (!query) throw new ApiError(400, 'BlogApi.searchQueryRequired')
  const { data, pagination } = await searchPublicPosts(query, parseListQuery(request))
  return cacheableSuccess(request, data, requestMessage(request, 'BlogApi.postsFetched'), {
    pagination,
  })
})

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
