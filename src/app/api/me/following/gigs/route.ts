import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requireUser } from '@/app/api/_http/requestUser'
import { success } from '@/app/api/_http/responses'
import { listFollowedArtistsGigs } from '@/server/market'
import { appPayload } from '@/server/platform'

/** GET /api/me/following/gigs: the upcoming booked gigs of the artists the caller follows. */
export const GET = apiRoute(async (request) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const gigs = await listFollowedArtistsGigs(payload, user)
  return success(gigs, requestMessage(request, 'ProfileApi.following'))
})

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
