import { NextResponse } from 'next/server'

import { completeCheckout } from '@/server/payments'
import { orderSettlement } from '@/server/tickets'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { messageLocale } from '@/app/api/_http/messageLocale'
import { localizedPath } from '@/i18n/localizedPath'
import { siteUrl } from '@/lib/seo/siteUrl'
import { appPayload } from '@/server/platform'

/**
 * POST /api/payments/callback (form: token): where the provider's page sends the browser back.
 * The token only names the checkout; its result is retrieved from the provider. Answers a 303 to
 * the booking with `?payment=paid|failed|refunded|pending`, or for a ticket order to its show
 * with `?order=<id>&payment=…`.
 */
export const POST = apiRoute(async (request) => {
  const payload = await appPayload()
  const form = await request.formData().catch(() => null)
  const token = String(form?.get('token') ?? '').slice(0, 200)
  const locale = messageLocale(request, 'tr')
  const result = await completeCheckout(payload, token, orderSettlement)
  const path = !result
    ? localizedPath(locale, '/dashboard')
    : result.kind === 'order'
      ? `${localizedPath(locale, '/shows/[id]', { id: result.showId })}?order=${result.orderId}&payment=${result.outcome}`
      : `${localizedPath(locale, '/dashboard/applications/[id]', { id: result.applicationId })}?payment=${result.outcome}`
  return NextResponse.redirect(new URL(path, siteUrl()), 303)
})

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
