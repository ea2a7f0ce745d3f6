import { decideHeldPayment, decisionSchema } from '@/server/payments'
import { ApiError } from '@/app/api/_http/ApiError'
import { idempotentRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { orFail } from '@/app/api/_http/failureAnswer'
import { privateSuccess } from '@/app/api/_http/privateSuccess'
import { readJson } from '@/app/api/_http/readJson'
import { requireAdmin } from '@/app/api/_http/requestUser'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { appPayload } from '@/server/platform'

type Context = { params: Promise<{ id: string }> }

/** POST /api/payments/{id}/decision {action, artistLira?, note}: an admin decides a held payment. */
export const POST = idempotentRoute<Context>(async (request, { params }) => {
  const payload = await appPayload()
  const admin = await requireAdmin(payload, request)
  const decision = await readJson(request, decisionSchema)
  const data = orFail(await decideHeldPayment(payload, admin, (await params).id, decision))
  if (!data) throw new ApiError(404, 'Payments.errors.notFound')
  return privateSuccess(data, requestMessage(request, 'Payments.decided'))
})

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
