import { listMyBookings } from '@/server/market'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { requireUser } from '@/app/api/_http/requestUser'
import { success } from '@/app/api/_http/responses'
import { appPayload } from '@/server/platform'
import { requestMessage } from '@/app/api/_http/requestMessage'

/** GET /api/me/bookings: the user's bookings as artist or organizer. */
export const GET = apiRoute(async (request) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  return success(await listMyBookings(payload, user), requestMessage(request, 'Bookings.listed'))
})

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
