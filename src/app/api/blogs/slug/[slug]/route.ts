import { parseListQuery } from '@/server/blog'
import { findPublicPost } from '@/server/blog'
import { ApiError } from '@/app/api/_http/ApiError'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { cacheableSuccess } from '@/app/api/_http/cacheableJson'

type Context = { params: Promise<{ slug: string }> }

/** GET /api/blogs/slug/{slug}?locale: one published post with its approved comments. */
export const GET = apiRoute<Context>(async (request, { params }) => {
  const { slug } = await params
  const { locale } = parseListQuery(request)
  const post = await findPublicPost(slug, locale)
  if (!post) throw new ApiError(404, 'BlogApi.postNotFound')
  return cacheableSuccess(request, post, requestMessage(request, 'BlogApi.postFetched'))
})

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
