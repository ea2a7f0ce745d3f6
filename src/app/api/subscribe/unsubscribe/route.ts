import { NextResponse } from 'next/server'

import { ApiError } from '@/server/http/ApiError'
import { apiRoute, methodNotAllowed } from '@/server/http/apiRoute'
import { rateLimit } from '@/server/http/rateLimit'
import { readJson } from '@/server/http/readJson'
import { requestMessage } from '@/server/http/requestMessage'
import { tokenSchema } from '@/server/newsletter/tokenSchema'
import { unsubscribe } from '@/server/newsletter/unsubscribe'
import { appPayload } from '@/server/payload/appPayload'

/** POST /api/subscribe/unsubscribe {token}: the link in every newsletter mail; idempotent. */
export const POST = apiRoute(async (request) => {
  await rateLimit(request, 'subscribe')
  const { token } = await readJson(request, tokenSchema)
  if (!(await unsubscribe(await appPayload(), token)))
    throw new ApiError(404, 'Newsletter.invalidLink')
  return NextResponse.json({
    success: true,
    message: requestMessage(request, 'Newsletter.unsubscribedText'),
  })
})

export const GET = methodNotAllowed('POST')
export const PUT = methodNotAllowed('POST')
export const PATCH = methodNotAllowed('POST')
export const DELETE = methodNotAllowed('POST')
