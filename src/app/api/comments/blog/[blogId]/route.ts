import { cachedPublicRead } from '@/server/cache/publicReadCache'
import { listCommentsOfPublishedPost } from '@/server/blog/findPublishedPost'
import { apiRoute, methodNotAllowed } from '@/server/http/apiRoute'
import { success } from '@/server/http/responses'
import { appPayload } from '@/server/payload/appPayload'

type Context = { params: Promise<{ blogId: string }> }

/** GET /api/comments/blog/{blogId}: a published post's approved comments, replies nested. */
export const GET = apiRoute<Context>(async (_request, { params }) => {
  const { blogId } = await params
  const comments = await cachedPublicRead(['comments', blogId], async () =>
    listCommentsOfPublishedPost(await appPayload(), blogId),
  )
  return success(comments, 'Comments fetched successfully.')
})

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
