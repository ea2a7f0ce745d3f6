import 'server-only'

import type { Payload } from 'payload'

import { idOf } from '@/server/market'

import { activeProvider } from '../provider'
import { resolveAttempt } from './resolveAttempt'

/** What the payer is shown back on the booking. */
type CheckoutReturn = 'paid' | 'failed' | 'refunded' | 'pending'

/**
 * The provider's page posted `token` back: the token only names the attempt; what happened is
 * asked of the provider (`resolveAttempt`). A post-back before the page was paid changes nothing
 * and leaves the page payable. Null for a token no attempt carries.
 */
export async function completeCheckout(
  payload: Payload,
  token: string,
): Promise<{ applicationId: number; outcome: CheckoutReturn } | null> {
  if (!activeProvider() || !token) return null
  // The provider's post-back carries no user: the server finds its own attempt by the token.
  const { docs } = await payload.find({
    collection: 'checkout-attempts',
    where: { token: { equals: token } },
    limit: 1,
    depth: 1,
    overrideAccess: true,
  })
  const attempt = docs[0]
  if (!attempt || typeof attempt.payment !== 'object') return null
  const result = await resolveAttempt(payload, attempt.id)
  const booking = await payload.findByID({
    collection: 'bookings',
    id: idOf(attempt.payment.booking),
    depth: 0,
    overrideAccess: true,
  })
  const outcome: CheckoutReturn =
    result.outcome === 'paid' || result.outcome === 'settled'
      ? attemptSettledAs(
          await payload.findByID({
            collection: 'checkout-attempts',
            id: attempt.id,
            depth: 0,
            overrideAccess: true,
          }),
        )
      : result.outcome === 'failed' || result.outcome === 'refunded'
        ? result.outcome
        : 'pending'
  return { applicationId: idOf(booking.application), outcome }
}

const attemptSettledAs = (attempt: { state: string }): CheckoutReturn =>
  attempt.state === 'paid'
    ? 'paid'
    : attempt.state === 'failed'
      ? 'failed'
      : attempt.state === 'refunding' || attempt.state === 'refunded'
        ? 'refunded'
        : 'pending'
