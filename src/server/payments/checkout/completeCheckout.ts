import 'server-only'

import type { Payload } from 'payload'

import { idOf } from '@/server/market'
import { inTransaction } from '@/server/platform'

import { lockBooking, withEvent } from '../domain/lockBooking'
import { postMovement } from '../ledger/postMovement'
import { activeProvider } from '../provider'
import { settlePayment } from '../settle/settlePayment'
import { tellPaymentParties } from '../notices/tellPaymentParties'

const HOUR = 60 * 60 * 1000

type CheckoutResult = {
  bookingId: number
  applicationId: number
  outcome: 'paid' | 'failed'
}

/**
 * The provider's page posted `token` back: the result is retrieved from the provider (never
 * taken from the browser) and booked once under the booking's lock; a repeated callback finds
 * the payment already paid and changes nothing. A payment that lands on a booking cancelled
 * meanwhile is refunded at once. Null for a token no payment started.
 */
export async function completeCheckout(
  payload: Payload,
  token: string,
): Promise<CheckoutResult | null> {
  const active = activeProvider()
  if (!active || !token) return null
  // The provider's callback carries no user: the server finds its own payment by the token.
  const { docs } = await payload.find({
    collection: 'payments',
    where: { 'checkout.token': { equals: token } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const started = docs[0]
  if (!started) return null
  const bookingId = idOf(started.booking)
  const result = await inTransaction(payload, null, async (req) => {
    const { booking, payment } = await lockBooking(req, bookingId)
    if (!payment || payment.checkout?.token !== token) return 'failed' as const
    if (payment.status !== 'due') return 'repeat' as const
    const outcome = await active.provider.retrieveCheckout({
      key: `${payment.checkout.key}-retrieve`,
      token,
    })
    if (!outcome.ok || !outcome.paid || outcome.amount !== payment.amount) {
      const reason = !outcome.ok
        ? outcome.message
        : outcome.paid
          ? 'amount mismatch'
          : outcome.reason
      await payload.update({
        collection: 'payments',
        id: payment.id,
        data: {
          checkout: { token: null, url: null },
          events: withEvent(payment, { type: 'checkoutFailed', note: reason }),
        },
        overrideAccess: true,
        req,
      })
      return 'failed' as const
    }
    await postMovement(req, payment.id, 'charge', outcome.amount)
    const gig = await payload.findByID({
      collection: 'gigs',
      id: idOf(booking.gig),
      depth: 0,
      overrideAccess: true,
      req,
    })
    const paid = await payload.update({
      collection: 'payments',
      id: payment.id,
      data: {
        status: 'paid',
        paidAt: new Date().toISOString(),
        releaseAt: new Date(
          Date.parse(gig.date) + active.settings.releaseHours * HOUR,
        ).toISOString(),
        provider: { paymentId: outcome.paymentId, itemId: outcome.itemId },
        events: withEvent(payment, { type: 'paid', amount: outcome.amount }),
      },
      overrideAccess: true,
      depth: 0,
      req,
    })
    // Paid after the booking was cancelled (the page was open during the cancel): all back.
    if (booking.state === 'cancelled') {
      await settlePayment(req, paid, { kept: 0, note: 'booking cancelled before payment' })
      return 'refunded' as const
    }
    return 'paid' as const
  })
  if (result === 'paid') await tellPaymentParties(payload, bookingId, 'paymentReceived', ['artist'])
  if (result === 'refunded')
    await tellPaymentParties(payload, bookingId, 'paymentRefunded', ['organizer'])
  const applicationId = idOf(
    (
      await payload.findByID({
        collection: 'bookings',
        id: bookingId,
        depth: 0,
        overrideAccess: true,
      })
    ).application,
  )
  return { bookingId, applicationId, outcome: result === 'failed' ? 'failed' : 'paid' }
}
