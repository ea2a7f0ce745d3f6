import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requireUser } from '@/app/api/_http/requestUser'
import { success } from '@/app/api/_http/responses'
import { listMyGoing } from '@/server/market'
import { appPayload } from '@/server/platform'

/** GET /api/me/going: the upcoming shows the caller marked "going", soonest first. */
export const GET = apiRoute(async (request) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  return success(await listMyGoing(payload, user), requestMessage(request, 'Api.ok'))
})

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
