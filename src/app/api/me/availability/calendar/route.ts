import {
  calendarAddressSchema,
  findMyCalendar,
  removeMyCalendar,
  saveMyCalendar,
} from '@/server/market'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { orFail } from '@/app/api/_http/failureAnswer'
import { rateLimit } from '@/app/api/_http/rateLimit'
import { readJson } from '@/app/api/_http/readJson'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requireUser } from '@/app/api/_http/requestUser'
import { success } from '@/app/api/_http/responses'
import { appPayload } from '@/server/platform'

/** GET /api/me/availability/calendar: the external calendar's host and last reading, or null. */
export const GET = apiRoute(async (request) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const data = orFail(await findMyCalendar(payload, user))
  return success(data, requestMessage(request, 'Availability.calendar.read'))
})

/** PUT /api/me/availability/calendar {address}: saves the secret iCal address, queues a reading. */
export const PUT = apiRoute(async (request) => {
  await rateLimit(request, 'calendar')
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const input = await readJson(request, calendarAddressSchema)
  const data = orFail(await saveMyCalendar(payload, user, input))
  return success(data, requestMessage(request, 'Availability.calendar.saved'))
})

/** DELETE /api/me/availability/calendar: removes the address and the days it marked. */
export const DELETE = apiRoute(async (request) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  orFail(await removeMyCalendar(payload, user))
  return success(null, requestMessage(request, 'Availability.calendar.removed'))
})

export const { POST, PATCH } = otherMethods('GET', 'PUT', 'DELETE')
