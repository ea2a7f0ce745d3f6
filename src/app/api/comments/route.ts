import { commentInputSchema, createComment } from '@/server/blog'
import { toPublicComment } from '@/server/blog'
import { ApiError } from '@/app/api/_http/ApiError'
import { idempotentRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { rateLimit } from '@/app/api/_http/rateLimit'
import { readJson } from '@/app/api/_http/readJson'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requestUser } from '@/app/api/_http/requestUser'
import { success } from '@/app/api/_http/responses'
import { appPayload } from '@/server/platform'
import { orFail } from '@/app/api/_http/failureAnswer'

/** POST /api/comments: a visitor's comment waits for approval, a trusted member's is posted at once. */
export const POST = idempotentRoute(async (request) => {
  await rateLimit(request, 'comments')
  const payload = await appPayload()
  const user = await requestUser(payload, request)
  const input = await readJson(request, commentInputSchema({ visitor: !user }))
  const comment = orFail(await createComment(payload, { input, user }))
  if (!comment) throw new ApiError(404, 'CommentsApi.postNotFound')
  const author = user ? { ...comment, author: user } : comment
  // A new account's first comment waits for review like a visitor's (setCommentStatus).
  const pending = comment.status !== 'approved'
  const message = requestMessage(request, pending ? 'CommentsApi.submitted' : 'CommentsApi.posted')
  return success(toPublicComment(author), message, { pending }, 201)
})

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
