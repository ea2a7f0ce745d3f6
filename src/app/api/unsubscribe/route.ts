import { NextResponse } from 'next/server'
import { z } from 'zod'

import { ApiError } from '@/app/api/_http/ApiError'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { consentSource } from '@/app/api/_http/consentSource'
import { rateLimit } from '@/app/api/_http/rateLimit'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { MARKETING_CHANNELS } from '@/lib/legal/purposes'
import { unsubscribeChannel } from '@/server/app'
import { appPayload } from '@/server/platform'

// The link a marketing mail's List-Unsubscribe header carries; the mail client's POST body is
// `List-Unsubscribe=One-Click` (RFC 8058), which names nothing else, so all is in the query.
const querySchema = z.object({
  channel: z.enum(MARKETING_CHANNELS, { error: 'Newsletter.invalidLink' }),
  token: z.string({ error: 'Newsletter.invalidLink' }).min(1, 'Newsletter.invalidLink').max(200),
})

/** POST /api/unsubscribe?channel=&token=: one-click unsubscribe, no sign-in; idempotent. */
export const POST = apiRoute(async (request) => {
  await rateLimit(request, 'subscribe')
  const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!query.success) throw new ApiError(400, 'Newsletter.invalidLink')
  const { channel, token } = query.data
  const stopped = await unsubscribeChannel(
    await appPayload(),
    channel,
    token,
    consentSource(request, 'list-unsubscribe'),
  )
  if (!stopped) throw new ApiError(404, 'Newsletter.invalidLink')
  return NextResponse.json({
    success: true,
    message: requestMessage(request, 'Legal.unsubscribed'),
  })
})

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
