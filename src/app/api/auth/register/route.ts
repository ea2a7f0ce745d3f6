import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { rateLimit } from '@/app/api/_http/rateLimit'
import { readJson } from '@/app/api/_http/readJson'
import { registerSchema, registerUser } from '@/server/people'
import { sessionResponse } from '@/app/api/_http/sessionResponse'
import { appPayload } from '@/server/platform'
import { messageLocale } from '@/app/api/_http/messageLocale'
import { orFail } from '@/app/api/_http/failureAnswer'
import { consentSource } from '@/app/api/_http/consentSource'

export const POST = apiRoute(async (request) => {
  await rateLimit(request, 'register')
  // The register form shows each refusal beside its field.
  const input = await readJson(request, registerSchema, { fieldErrors: true })
  // The page's language (the site's forms send it), Turkish when the client says nothing.
  const locale = messageLocale(request, 'tr')
  const session = orFail(
    await registerUser(
      await appPayload(),
      { ...input, locale },
      consentSource(request, 'register', locale),
    ),
  )
  return sessionResponse(session, requestMessage(request, 'AuthApi.registered'), 201)
})

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
