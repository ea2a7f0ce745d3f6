import { answerApplication } from '@/server/applications/answerApplication'
import { answerSchema } from '@/server/applications/schemas'
import { ApiError } from '@/server/http/ApiError'
import { apiRoute, methodNotAllowed } from '@/server/http/apiRoute'
import { readJson } from '@/server/http/readJson'
import { requireUser } from '@/server/http/requestUser'
import { requestMessage } from '@/server/http/requestMessage'
import { success } from '@/server/http/responses'
import { appPayload } from '@/server/payload/appPayload'

type Context = { params: Promise<{ id: string }> }

/** POST /api/applications/{id}/decline {message?} */
export const POST = apiRoute<Context>(async (request, { params }) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const { message } = await readJson(request, answerSchema)
  const data = await answerApplication(payload, user, (await params).id, 'decline', message)
  if (!data) throw new ApiError(404, 'Applications.errors.notFound')
  return success(data, requestMessage(request, 'Applications.answered.decline'))
})

export const GET = methodNotAllowed('POST')
export const PUT = methodNotAllowed('POST')
export const PATCH = methodNotAllowed('POST')
export const DELETE = methodNotAllowed('POST')
