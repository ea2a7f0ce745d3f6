import { listThread, postThreadMessage, threadMessageSchema } from '@/server/market'
import { ApiError } from '@/app/api/_http/ApiError'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { rateLimitAccount } from '@/app/api/_http/rateLimit'
import { readJson } from '@/app/api/_http/readJson'
import { requireUser } from '@/app/api/_http/requestUser'
import { success } from '@/app/api/_http/responses'
import { appPayload } from '@/server/platform'
import { orFail } from '@/app/api/_http/failureAnswer'

type Context = { params: Promise<{ id: string }> }

/** GET /api/applications/{id}/messages: the thread, oldest first (the two parties and admins). */
export const GET = apiRoute<Context>(async (request, { params }) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const data = await listThread(payload, user, (await params).id)
  if (!data) throw new ApiError(404, 'Applications.errors.notFound')
  return success(data, requestMessage(request, 'Applications.threadLoaded'))
})

/** POST /api/applications/{id}/messages {text}: adds a plain-text message. */
export const POST = apiRoute<Context>(async (request, { params }) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  await rateLimitAccount(request, 'messages', user.id)
  const { text } = await readJson(request, threadMessageSchema)
  const data = orFail(await postThreadMessage(payload, user, (await params).id, text))
  if (!data) throw new ApiError(404, 'Applications.errors.notFound')
  return success(data, requestMessage(request, 'Api.ok'), {}, 201)
})

export const { PUT, PATCH, DELETE } = otherMethods('GET', 'POST')
