import { NextResponse } from 'next/server'

import { checkoutNotificationSchema, notifyCheckout } from '@/server/payments'
import { ApiError } from '@/app/api/_http/ApiError'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { readJson } from '@/app/api/_http/readJson'
import { appPayload } from '@/server/platform'
import { orderSettlement } from '@/server/tickets'

/**
 * POST /api/payments/notify: iyzico's server-to-server notification of a hosted checkout page,
 * signed in `X-IYZ-SIGNATURE-V3`. A bad signature is a 401; anything else a 200, so the provider
 * stops resending (what happened is asked of the provider, not taken from the notification).
 */
export const POST = apiRoute(async (request) => {
  const payload = await appPayload()
  const notification = await readJson(request, checkoutNotificationSchema)
  const signature = request.headers.get('x-iyz-signature-v3') ?? ''
  if (!(await notifyCheckout(payload, notification, signature, orderSettlement)))
    throw new ApiError(401, 'Payments.errors.badSignature')
  return NextResponse.json({ ok: true })
})

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
