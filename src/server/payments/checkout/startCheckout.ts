import 'server-only'

import type { Payload } from 'payload'

import type { User } from '@/payload-types'
import { findBookingDoc, idOf } from '@/server/market'
import { fail, inTransaction, type Failure } from '@/server/platform'

import { bookingAmounts } from '../domain/bookingAmounts'
import { lockBooking, withEvent } from '../domain/lockBooking'
import { ensurePaymentRow } from '../domain/paymentRow'
import { activeProvider } from '../provider'
import { findPayeeKey } from '../payout/payoutDetails'

/** A started checkout stays usable this long; a click within it gets the same page. */
const CHECKOUT_REUSE_MS = 20 * 60 * 1000

type CheckoutContext = { locale: 'tr' | 'en'; ip: string; origin: string }

/**
 * The organizer starts paying a booking whose terms are confirmed: the amount comes from the
 * stored terms only, the provider's page is opened once per attempt (a second click while it is
 * fresh gets the same page), and the payment row is written under the booking's lock.
 * Null when `user` cannot see the booking.
 */
export async function startCheckout(
  payload: Payload,
  user: User,
  idParam: string,
  context: CheckoutContext,
): Promise<{ checkoutUrl: string } | Failure<'forbidden' | 'conflict' | 'unavailable'> | null> {
  const visible = await findBookingDoc(payload, user, idParam)
  if (!visible) return null
  if (user.id !== idOf(visible.organizer)) return fail('forbidden', 'Payments.errors.onlyOrganizer')
  const active = activeProvider()
  if (!active) return fail('conflict', 'Payments.errors.off')
  const { provider, settings } = active
  const payeeKey = await findPayeeKey(payload, idOf(visible.artistUser))
  if (!payeeKey) return fail('conflict', 'Payments.errors.artistNoPayout')
  return inTransaction(payload, user, async (req) => {
    const { booking, payment } = await lockBooking(req, visible.id)
    if (booking.state !== 'confirmed') return fail('conflict', 'Payments.errors.notConfirmed')
    const amounts = bookingAmounts(booking, settings.commissionPercent)
    if (!amounts) return fail('conflict', 'Payments.errors.nothingToPay')
    if (payment && payment.status !== 'due') return fail('conflict', 'Payments.errors.alreadyPaid')
    const { checkout } = payment ?? {}
    if (
      checkout?.url &&
      checkout.startedAt &&
      Date.now() - Date.parse(checkout.startedAt) < CHECKOUT_REUSE_MS &&
      payment?.amount === amounts.amount
    )
      return { checkoutUrl: checkout.url }
    const attempt = (checkout?.attempt ?? 0) + 1
    const key = `booking-${booking.id}-checkout-${attempt}`
    const started = await provider.startCheckout({
      key,
      basketId: `booking-${booking.id}`,
      amount: amounts.amount,
      payeeKey,
      payeeAmount: amounts.artistAmount,
      itemName: `Sahne booking ${booking.id}`,
      callbackUrl: `${context.origin}/api/payments/callback?locale=${context.locale}`,
      locale: context.locale,
      buyer: {
        id: String(user.id),
        name: user.fullname || user.email,
        email: user.email,
        city: 'Istanbul',
        ip: context.ip,
      },
    })
    if (!started.ok) {
      payload.logger.error(`[payments] checkout refused: ${started.code} ${started.message}`)
      return fail('unavailable', 'Payments.errors.provider')
    }
    const row = await ensurePaymentRow(req, booking, payment)
    await payload.update({
      collection: 'payments',
      id: row.id,
      data: {
        ...amounts,
        checkout: {
          attempt,
          key,
          token: started.token,
          url: started.url,
          startedAt: new Date().toISOString(),
        },
        provider: { payeeKey },
        events: withEvent(row, { type: 'checkoutStarted', amount: amounts.amount }),
      },
      overrideAccess: true,
      req,
    })
    return { checkoutUrl: started.url }
  })
}
