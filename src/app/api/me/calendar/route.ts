import { calendarSecret, regenerateCalendarSecret } from '@/server/market'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { requireUser } from '@/app/api/_http/requestUser'
import { success } from '@/app/api/_http/responses'
import { appPayload } from '@/server/platform'
import { requestMessage } from '@/app/api/_http/requestMessage'

const feedPath = (secret: string) => ({ path: `/api/calendar/${secret}.ics` })

/** GET /api/me/calendar: the address of the user's private bookings calendar. */
export const GET = apiRoute(async (request) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  return success(
    feedPath(await calendarSecret(payload, user)),
    requestMessage(request, 'Bookings.calendarFeed'),
  )
})

/** POST /api/me/calendar: a new secret address; the old one stops working. */
export const POST = apiRoute(async (request) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  return success(
    feedPath(await regenerateCalendarSecret(payload, user)),
    requestMessage(request, 'Bookings.calendarRenewed'),
  )
})

export const { PUT, PATCH, DELETE } = otherMethods('GET', 'POST')
