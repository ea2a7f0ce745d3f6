import 'server-only'

import { createHmac, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'
import { z } from 'zod'

import type { OrderSettlement } from '../domain/orderSettlement'
import { activeProvider } from '../provider'
import { resolveAttempt } from './resolveAttempt'

/** iyzico's server-to-server notification for a hosted checkout page (its HPP format). */
export const checkoutNotificationSchema = z.object({
  iyziEventType: z.string().max(100),
  iyziPaymentId: z.union([z.string(), z.number()]).transform(String).optional().default(''),
  token: z.string().min(1).max(200),
  paymentConversationId: z.string().max(200).optional().default(''),
  status: z.string().max(50),
})
type CheckoutNotification = z.infer<typeof checkoutNotificationSchema>

/**
 * iyzico's `X-IYZ-SIGNATURE-V3` of a hosted-page notification: hex HMAC-SHA256, keyed with the
 * secret key, of the secret key, event type, payment id, token, conversation id and status.
 */
const checkoutNotificationSignature = (secretKey: string, n: CheckoutNotification) =>
  createHmac('sha256', secretKey)
    .update(
      secretKey + n.iyziEventType + n.iyziPaymentId + n.token + n.paymentConversationId + n.status,
    )
    .digest('hex')

/**
 * The provider tells the server a page was paid (or refused): a second way in beside the
 * browser's post-back, for a payer who closed the browser. The signature is checked; the
 * notification only names the attempt (a booking's or, decided with `orders`, a ticket order's),
 * whose result is then asked of the provider. False when
 * the signature is wrong; true otherwise (an unknown token is nothing to do).
 */
export async function notifyCheckout(
  payload: Payload,
  notification: CheckoutNotification,
  signature: string,
  orders: OrderSettlement,
): Promise<boolean> {
  const active = activeProvider()
  if (!active) return false
  const expected = Buffer.from(
    checkoutNotificationSignature(active.settings.secretKey, notification),
  )
  const given = Buffer.from(signature.trim().toLowerCase())
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false
  // The provider's notification carries no user: the server finds its own attempt by the token.
  const { docs } = await payload.find({
    collection: 'checkout-attempts',
    where: { token: { equals: notification.token } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (docs[0]) await resolveAttempt(payload, docs[0].id, orders)
  return true
}
