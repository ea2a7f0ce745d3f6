import { parseListQuery } from '@/server/blog/parseListQuery'
import { readPublishedPost } from '@/server/blog/publicBlogReads'
import { ApiError } from '@/server/http/ApiError'
import { apiRoute, methodNotAllowed } from '@/server/http/apiRoute'
import { cacheableSuccess } from '@/server/http/cacheableJson'

type Context = { params: Promise<{ slug: string }> }

/** GET /api/blogs/slug/{slug}?locale: one published post with its approved comments. */
export const GET = apiRoute<Context>(async (request, { params }) => {
  const { slug } = await params
  const { locale } = parseListQuery(request)
  const post = await readPublishedPost(slug, locale)
  if (!post) throw new ApiError(404, 'Blog post not found')
  return cacheableSuccess(request, post, 'Blog post fetched successfully.')
})

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
