import 'server-only'

import type { Payload } from 'payload'

import { idOf } from '@/server/market'

import type { OrderSettlement } from '../domain/orderSettlement'
import { activeProvider } from '../provider'
import { resolveAttempt } from './resolveAttempt'

/** What the payer is shown back on the booking or the show. */
type CheckoutReturn = 'paid' | 'failed' | 'refunded' | 'pending'

/** Where the payer goes back to: the booking's thread, or the show of a ticket order. */
type Returned =
  | { kind: 'booking'; applicationId: number; outcome: CheckoutReturn }
  | { kind: 'order'; orderId: number; showId: number; outcome: CheckoutReturn }

/**
 * The provider's page posted `token` back: the token only names the attempt; what happened is
 * asked of the provider (`resolveAttempt`, with `orders` for a ticket order's page). A post-back
 * before the page was paid changes nothing and leaves the page payable. Null for a token no
 * attempt carries.
 */
export async function completeCheckout(
  payload: Payload,
  token: string,
  orders: OrderSettlement,
): Promise<Returned | null> {
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
  if (!attempt) return null
  const result = await resolveAttempt(payload, attempt.id, orders)
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
  if (typeof attempt.order === 'object' && attempt.order)
    return { kind: 'order', orderId: attempt.order.id, showId: idOf(attempt.order.gig), outcome }
  if (typeof attempt.payment !== 'object' || !attempt.payment) return null
  const booking = await payload.findByID({
    collection: 'bookings',
    id: idOf(attempt.payment.booking),
    depth: 0,
    overrideAccess: true,
  })
  return { kind: 'booking', applicationId: idOf(booking.application), outcome }
}

const attemptSettledAs = (attempt: { state: string }): CheckoutReturn =>
  attempt.state === 'paid'
    ? 'paid'
    : attempt.state === 'failed'
      ? 'failed'
      : attempt.state === 'refunding' || attempt.state === 'refunded'
        ? 'refunded'
        : 'pending'
