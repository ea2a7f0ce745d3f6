import { cancelBookingSchema } from '@/server/market'
import { cancelBooking } from '@/server/payments'
import { ApiError } from '@/app/api/_http/ApiError'
import { idempotentRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { readJson } from '@/app/api/_http/readJson'
import { requireUser } from '@/app/api/_http/requestUser'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { success } from '@/app/api/_http/responses'
import { appPayload } from '@/server/platform'
import { orFail } from '@/app/api/_http/failureAnswer'

type Context = { params: Promise<{ id: string }> }

/** POST /api/bookings/{id}/cancel {reason}: either party cancels a confirmed booking. */
export const POST = idempotentRoute<Context>(async (request, { params }) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const { reason } = await readJson(request, cancelBookingSchema)
  const data = orFail(await cancelBooking(payload, user, (await params).id, reason))
  if (!data) throw new ApiError(404, 'Bookings.errors.notFound')
  return success(data, requestMessage(request, 'Bookings.cancelled'))
})

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
