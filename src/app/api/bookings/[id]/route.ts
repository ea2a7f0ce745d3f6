import { findBooking } from '@/server/market'
import { ApiError } from '@/app/api/_http/ApiError'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { requireUser } from '@/app/api/_http/requestUser'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { success } from '@/app/api/_http/responses'
import { appPayload } from '@/server/platform'

type Context = { params: Promise<{ id: string }> }

/** GET /api/bookings/{id}: one booking with its terms and termsStatus, for its parties and admins. */
export const GET = apiRoute<Context>(async (request, { params }) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const data = await findBooking(payload, user, (await params).id)
  if (!data) throw new ApiError(404, 'Bookings.errors.notFound')
  return success(data, requestMessage(request, 'Terms.loaded'))
})

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
