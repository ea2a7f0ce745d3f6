import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { rateLimit } from '@/app/api/_http/rateLimit'
import { readJson } from '@/app/api/_http/readJson'
import { loginUser } from './loginUser'
import { loginSchema } from '@/server/people'
import { sessionResponse } from '@/app/api/_http/sessionResponse'
import { appPayload } from '@/server/platform'

export const POST = apiRoute(async (request) => {
  await rateLimit(request, 'login')
  const input = await readJson(request, loginSchema)
  const session = await loginUser(await appPayload(), input)
  return sessionResponse(session, requestMessage(request, 'AuthApi.loggedIn'))
})

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
