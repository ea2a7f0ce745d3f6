import { apiRoute, methodNotAllowed } from '@/server/http/apiRoute'
import { requestMessage } from '@/server/http/requestMessage'
import { rateLimit } from '@/server/http/rateLimit'
import { readJson } from '@/server/http/readJson'
import { signInWithGoogle } from '@/server/auth/signInWithGoogle'
import { googleSchema } from '@/server/auth/schemas'
import { sessionResponse } from '@/server/auth/sessionResponse'
import { appPayload } from '@/server/payload/appPayload'
import { messageLocale } from '@/server/http/messageLocale'

export const POST = apiRoute(async (request) => {
  await rateLimit(request, 'google')
  const input = await readJson(request, googleSchema)
  const session = await signInWithGoogle(await appPayload(), {
    ...input,
    locale: messageLocale(request, 'tr'),
  })
  return sessionResponse(session, requestMessage(request, 'AuthApi.googleLoggedIn'))
})

export const GET = methodNotAllowed('POST')
export const PUT = methodNotAllowed('POST')
export const PATCH = methodNotAllowed('POST')
export const DELETE = methodNotAllowed('POST')
