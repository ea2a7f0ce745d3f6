import { idempotentRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { messageLocale } from '@/app/api/_http/messageLocale'
import { rateLimit } from '@/app/api/_http/rateLimit'
import { readJson } from '@/app/api/_http/readJson'
import { subscribeFan, subscribeSchema } from '@/server/outreach'
import { appPayload } from '@/server/platform'
import { NextResponse } from 'next/server'
import { consentSource } from '@/app/api/_http/consentSource'

/**
 * POST /api/subscribe/fan: mails a confirmation link in the request's language (Turkish unless it
 * asks for English); the same answer whether or not the address was already subscribed.
 */
export const POST = idempotentRoute(async (request) => {
  await rateLimit(request, 'subscribe')
  const input = await readJson(request, subscribeSchema)
  const locale = messageLocale(request, 'tr')
  await subscribeFan(
    await appPayload(),
    input,
    locale,
    consentSource(request, 'newsletter', locale),
  )
  return NextResponse.json({
    success: true,
    message: requestMessage(request, 'NewsletterApi.subscribed'),
  })
})

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
