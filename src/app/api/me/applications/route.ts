import { listMyApplications } from '@/server/market'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { requireUser } from '@/app/api/_http/requestUser'
import { success } from '@/app/api/_http/responses'
import { appPayload } from '@/server/platform'
import { requestMessage } from '@/app/api/_http/requestMessage'

/** GET /api/me/applications: what the user sent and received, with gig and artist summaries. */
export const GET = apiRoute(async (request) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  return success(
    await listMyApplications(payload, user),
    requestMessage(request, 'Applications.listed'),
  )
})

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
