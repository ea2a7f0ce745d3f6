import { logoutUser } from '@/server/people'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requireUser } from '@/app/api/_http/requestUser'
import { success } from '@/app/api/_http/responses'
import { appPayload } from '@/server/platform'

/** Bearer-only, like the rest of the API: a token that is missing or already used up is a 401. */
export const POST = apiRoute(async (request) => {
  const payload = await appPayload()
  await logoutUser(payload, await requireUser(payload, request))
  return success(null, requestMessage(request, 'AuthApi.loggedOut'))
})

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
