import { moneySummary } from '@/server/payments'
import { ApiError } from '@/app/api/_http/ApiError'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { privateSuccess } from '@/app/api/_http/privateSuccess'
import { requireUser } from '@/app/api/_http/requestUser'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { appPayload } from '@/server/platform'

/**
 * GET /api/me/payments: what the caller's bookings come to (due, held, paid out), for an
 * organizer or an artist while payments are on; 404 otherwise.
 */
export const GET = apiRoute(async (request) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const data = await moneySummary(payload, user)
  if (!data) throw new ApiError(404, 'Payments.errors.noSummary')
  return privateSuccess(data, requestMessage(request, 'Api.ok'))
})

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
