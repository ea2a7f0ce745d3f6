import { answerApplication, answerSchema } from '@/server/market'
import { ApiError } from '@/app/api/_http/ApiError'
import { idempotentRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { readJson } from '@/app/api/_http/readJson'
import { requireUser } from '@/app/api/_http/requestUser'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { success } from '@/app/api/_http/responses'
import { appPayload } from '@/server/platform'
import { orFail } from '@/app/api/_http/failureAnswer'

type Context = { params: Promise<{ id: string }> }

/** POST /api/applications/{id}/withdraw {message?} */
export const POST = idempotentRoute<Context>(async (request, { params }) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const { message } = await readJson(request, answerSchema)
  const data = orFail(
    await answerApplication(payload, user, (await params).id, 'withdraw', message),
  )
  if (!data) throw new ApiError(404, 'Applications.errors.notFound')
  return success(data, requestMessage(request, 'Applications.answered.withdraw'))
})

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
