import { listMyGigs } from '@/server/market'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requireUser } from '@/app/api/_http/requestUser'
import { success } from '@/app/api/_http/responses'
import { appPayload } from '@/server/platform'

/** GET /api/me/gigs (bearer): the caller's own gigs, past and cancelled ones too. */
export const GET = apiRoute(async (request) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  return success(await listMyGigs(payload, user), requestMessage(request, 'Api.ok'))
})

export const { POST, PUT, DELETE } = otherMethods('GET')
