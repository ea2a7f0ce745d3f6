import { NextResponse } from 'next/server'

import { forgotPasswordSchema, requestPasswordReset } from '@/server/people'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { rateLimit } from '@/app/api/_http/rateLimit'
import { readJson } from '@/app/api/_http/readJson'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { appPayload } from '@/server/platform'

/** POST /api/auth/forgot-password {email}: the same answer whether or not the account exists. */
export const POST = apiRoute(async (request) => {
  await rateLimit(request, 'forgot')
  const { email } = await readJson(request, forgotPasswordSchema)
  await requestPasswordReset(await appPayload(), email)
  return NextResponse.json({
    success: true,
    message: requestMessage(request, 'PasswordReset.requested'),
  })
})

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
