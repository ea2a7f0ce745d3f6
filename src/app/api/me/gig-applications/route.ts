import { listMyGigsWithCounts } from '@/server/market'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { requireUser } from '@/app/api/_http/requestUser'
import { success } from '@/app/api/_http/responses'
import { appPayload } from '@/server/platform'
import { requestMessage } from '@/app/api/_http/requestMessage'

/** GET /api/me/gig-applications: the organizer's gigs with counts of (pending) applications. */
export const GET = apiRoute(async (request) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  return success(
    await listMyGigsWithCounts(payload, user),
    requestMessage(request, 'Applications.gigsListed'),
  )
})

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
