import { bookingContractView } from '@/server/payments'
import { ApiError } from '@/app/api/_http/ApiError'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { orFail } from '@/app/api/_http/failureAnswer'
import { messageLocale } from '@/app/api/_http/messageLocale'
import { privateSuccess } from '@/app/api/_http/privateSuccess'
import { requireUser } from '@/app/api/_http/requestUser'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { appPayload } from '@/server/platform'

type Context = { params: Promise<{ id: string }> }

/**
 * GET /api/bookings/{id}/contract?locale=: the booking's pre-information form and distance
 * contract in the request's language, with the hash "pay" must send back; for its two parties
 * only (404 otherwise), while its confirmed terms ask a fee paid on Sahne (409 otherwise).
 */
export const GET = apiRoute<Context>(async (request, { params }) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const data = orFail(
    await bookingContractView(payload, user, (await params).id, messageLocale(request)),
  )
  if (!data) throw new ApiError(404, 'Payments.errors.notFound')
  return privateSuccess(data, requestMessage(request, 'Api.ok'))
})

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
