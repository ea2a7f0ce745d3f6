import { cachedPublicRead } from '@/server/cache/publicReadCache'
import { parseListQuery } from '@/server/blog/parseListQuery'
import { searchPosts } from '@/server/blog/searchPosts'
import { ApiError } from '@/server/http/ApiError'
import { apiRoute, methodNotAllowed } from '@/server/http/apiRoute'
import { success } from '@/server/http/responses'
import { appPayload } from '@/server/payload/appPayload'

/** GET /api/blogs/search?query&page&limit&locale: published posts matching every word. */
export const GET = apiRoute(async (request) => {
  const query = new URL(request.url).searchParams.get('query')?.trim()
  if (!query) throw new ApiError(400, 'Search query is required.')
  const options = parseListQuery(request)
  const { data, pagination } = await cachedPublicRead(['search', query, options], async () =>
    searchPosts(await appPayload(), query, options),
  )
  return success(data, 'Blog posts fetched successfully.', { pagination })
})

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
