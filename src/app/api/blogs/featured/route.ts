import { cachedPublicRead } from '@/server/cache/publicReadCache'
import { listPublishedPosts } from '@/server/blog/listPublishedPosts'
import { FEATURED_COUNT, parseListQuery } from '@/server/blog/parseListQuery'
import { apiRoute, methodNotAllowed } from '@/server/http/apiRoute'
import { success } from '@/server/http/responses'
import { appPayload } from '@/server/payload/appPayload'

/** GET /api/blogs/featured?limit=3&locale: the newest featured published posts. */
export const GET = apiRoute(async (request) => {
  const { limit, locale } = parseListQuery(request, FEATURED_COUNT)
  const { data, pagination } = await cachedPublicRead(['featured', limit, locale], async () =>
    listPublishedPosts(await appPayload(), {
      page: 1,
      limit,
      locale,
      where: { featured: { equals: true } },
    }),
  )
  return success(data, 'Featured blog posts fetched successfully.', { pagination })
})

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
