import { ApiError } from '@/app/api/_http/ApiError'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { orFail } from '@/app/api/_http/failureAnswer'
import { messageLocale } from '@/app/api/_http/messageLocale'
import { privateSuccess } from '@/app/api/_http/privateSuccess'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requireUser } from '@/app/api/_http/requestUser'
import { appPayload } from '@/server/platform'
import { orderContract } from '@/server/tickets'

type Context = { params: Promise<{ id: string }> }

/**
 * GET /api/orders/{id}/contract?locale=: the held order's pre-information form and distance
 * sales contract in the request's language, with the hash "pay" must send back; for its buyer
 * only (404 otherwise), while it is to be paid (409 for a free, paid, given back or lapsed one).
 */
export const GET = apiRoute<Context>(async (request, { params }) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const data = orFail(await orderContract(payload, user, (await params).id, messageLocale(request)))
  if (!data) throw new ApiError(404, 'Tickets.orderNotFound')
  return privateSuccess(data, requestMessage(request, 'Api.ok'))
})

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
