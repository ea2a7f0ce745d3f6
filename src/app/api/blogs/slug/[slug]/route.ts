import { cachedPublicRead } from '@/server/cache/publicReadCache'
import { findPublishedPostBySlug } from '@/server/blog/findPublishedPost'
import { parseListQuery } from '@/server/blog/parseListQuery'
import { apiRoute, methodNotAllowed } from '@/server/http/apiRoute'
import { success } from '@/server/http/responses'
import { appPayload } from '@/server/payload/appPayload'

type Context = { params: Promise<{ slug: string }> }

/** GET /api/blogs/slug/{slug}?locale: one published post with its approved comments. */
export const GET = apiRoute<Context>(async (request, { params }) => {
  const { slug } = await params
  const { locale } = parseListQuery(request)
  const post = await cachedPublicRead(['slug', slug, locale], async () =>
    findPublishedPostBySlug(await appPayload(), slug, locale),
  )
  return success(post, 'Blog post fetched successfully.')
})

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
