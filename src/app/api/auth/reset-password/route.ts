import { NextResponse } from 'next/server'

import { resetPasswordSchema } from '@/server/auth/passwordReset/passwordResetSchemas'
import { resetPassword } from '@/server/auth/passwordReset/resetPassword'
import { ApiError } from '@/server/http/ApiError'
import { apiRoute, methodNotAllowed } from '@/server/http/apiRoute'
import { rateLimit } from '@/server/http/rateLimit'
import { readJson } from '@/server/http/readJson'
import { requestMessage } from '@/server/http/requestMessage'
import { appPayload } from '@/server/payload/appPayload'

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

export const GET = methodNotAllowed('POST')
export const PUT = methodNotAllowed('POST')
export const PATCH = methodNotAllowed('POST')
export const DELETE = methodNotAllowed('POST')
