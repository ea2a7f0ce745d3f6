import { cachedPublicRead } from '@/server/cache/publicReadCache'
import { listPublishedPosts } from '@/server/blog/listPublishedPosts'
import { parseListQuery } from '@/server/blog/parseListQuery'
import { apiRoute, methodNotAllowed } from '@/server/http/apiRoute'
import { success } from '@/server/http/responses'
import { appPayload } from '@/server/payload/appPayload'

/** GET /api/blogs/published?page&limit&locale: published posts, newest first. */
export const GET = apiRoute(async (request) => {
  const query = parseListQuery(request)
  const { data, pagination } = await cachedPublicRead(['published', query], async () =>
    listPublishedPosts(await appPayload(), query),
  )
  return success(data, 'Blog posts fetched successfully.', { pagination })
})

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
