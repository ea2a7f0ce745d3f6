import { problemSchema, reportProblem } from '@/server/payments'
import { ApiError } from '@/app/api/_http/ApiError'
import { idempotentRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { orFail } from '@/app/api/_http/failureAnswer'
import { privateSuccess } from '@/app/api/_http/privateSuccess'
import { readJson } from '@/app/api/_http/readJson'
import { requireUser } from '@/app/api/_http/requestUser'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { appPayload } from '@/server/platform'

type Context = { params: Promise<{ id: string }> }

/** POST /api/bookings/{id}/problem {text}: the organizer reports a problem; the payment is held. */
export const POST = idempotentRoute<Context>(async (request, { params }) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const { text } = await readJson(request, problemSchema)
  const data = orFail(await reportProblem(payload, user, (await params).id, text))
  if (!data) throw new ApiError(404, 'Payments.errors.notFound')
  return privateSuccess(data, requestMessage(request, 'Payments.problemReported'))
})

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
