import { listFollowing } from '@/server/people'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requireUser } from '@/app/api/_http/requestUser'
import { success } from '@/app/api/_http/responses'
import { appPayload } from '@/server/platform'

/** GET /api/me/following: the public artists the caller follows, latest first. */
export const GET = apiRoute(async (request) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const artists = await listFollowing(payload, user)
  return success(artists, requestMessage(request, 'ProfileApi.following'))
})

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
