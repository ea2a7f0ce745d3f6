import { cancelBooking } from '@/server/bookings/cancelBooking'
import { cancelBookingSchema } from '@/server/applications/schemas'
import { ApiError } from '@/server/http/ApiError'
import { apiRoute, methodNotAllowed } from '@/server/http/apiRoute'
import { readJson } from '@/server/http/readJson'
import { requireUser } from '@/server/http/requestUser'
import { requestMessage } from '@/server/http/requestMessage'
import { success } from '@/server/http/responses'
import { appPayload } from '@/server/payload/appPayload'

type Context = { params: Promise<{ id: string }> }

/** POST /api/bookings/{id}/cancel {reason}: either party cancels a confirmed booking. */
export const POST = apiRoute<Context>(async (request, { params }) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const { reason } = await readJson(request, cancelBookingSchema)
  const data = await cancelBooking(payload, user, (await params).id, reason)
  if (!data) throw new ApiError(404, 'Bookings.errors.notFound')
  return success(data, requestMessage(request, 'Bookings.cancelled'))
})

export const GET = methodNotAllowed('POST')
export const PUT = methodNotAllowed('POST')
export const PATCH = methodNotAllowed('POST')
export const DELETE = methodNotAllowed('POST')
