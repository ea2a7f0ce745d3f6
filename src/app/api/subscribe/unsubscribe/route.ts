import { NextResponse } from 'next/server'

import { ApiError } from '@/app/api/_http/ApiError'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { rateLimit } from '@/app/api/_http/rateLimit'
import { readJson } from '@/app/api/_http/readJson'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { tokenSchema, unsubscribe } from '@/server/outreach'
import { appPayload } from '@/server/platform'

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

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
