import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { rateLimit } from '@/app/api/_http/rateLimit'
import { readJson } from '@/app/api/_http/readJson'
import { googleSchema, signInWithGoogle } from '@/server/people'
import { sessionResponse } from '@/app/api/_http/sessionResponse'
import { appPayload } from '@/server/platform'
import { messageLocale } from '@/app/api/_http/messageLocale'
import { orFail } from '@/app/api/_http/failureAnswer'

export const POST = apiRoute(async (request) => {
  await rateLimit(request, 'google')
  const input = await readJson(request, googleSchema)
  const session = orFail(
    await signInWithGoogle(await appPayload(), {
      ...input,
      locale: messageLocale(request, 'tr'),
    }),
  )
  return sessionResponse(session, requestMessage(request, 'AuthApi.googleLoggedIn'))
})

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
