import { NextResponse } from 'next/server'

import { resetPassword, resetPasswordSchema } from '@/server/people'
import { ApiError } from '@/app/api/_http/ApiError'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { rateLimit } from '@/app/api/_http/rateLimit'
import { readJson } from '@/app/api/_http/readJson'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { appPayload } from '@/server/platform'

/** POST /api/auth/reset-password {token, password}: the link from the mail, once. */
export const POST = apiRoute(async (request) => {
  await rateLimit(request, 'reset')
  const input = await readJson(request, resetPasswordSchema)
  if (!(await resetPassword(await appPayload(), input)))
    throw new ApiError(400, 'PasswordReset.invalidLink')
  return NextResponse.json({
    success: true,
    message: requestMessage(request, 'PasswordReset.done'),
  })
})

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
