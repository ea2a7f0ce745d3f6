import { commentInputSchema } from '@/server/comments/commentInputSchema'
import { commentMessages } from '@/server/comments/commentMessages'
import { createComment } from '@/server/comments/createComment'
import { messageLocale } from '@/server/http/messageLocale'
import { toPublicComment } from '@/server/comments/toPublicComment'
import { apiRoute, methodNotAllowed } from '@/server/http/apiRoute'
import { rateLimit } from '@/server/http/rateLimit'
import { readJson } from '@/server/http/readJson'
import { requestUser } from '@/server/http/requestUser'
import { success } from '@/server/http/responses'
import { appPayload } from '@/server/payload/appPayload'

/** POST /api/comments: a visitor's comment waits for approval, a trusted member's is posted at once. */
export const POST = apiRoute(async (request) => {
  await rateLimit(request, 'comments')
  const messages = commentMessages(messageLocale(request))
  const payload = await appPayload()
  const user = await requestUser(payload, request)
  const input = await readJson(request, commentInputSchema(messages, { visitor: !user }))
  const comment = await createComment(payload, { input, user, messages })
  const author = user ? { ...comment, author: user } : comment
  // A new account's first comment waits for review like a visitor's (setCommentStatus).
  const pending = comment.status !== 'approved'
  const message = pending ? messages.submitted : messages.posted
  return success(toPublicComment(author), message, { pending }, 201)
})

export const GET = methodNotAllowed('POST')
export const PUT = methodNotAllowed('POST')
export const PATCH = methodNotAllowed('POST')
export const DELETE = methodNotAllowed('POST')
