import 'server-only'

import type { Payload } from 'payload'
import { z } from 'zod'

import type { Locale } from '@/i18n/locales'
import type { User } from '@/payload-types'
import { findBookingDoc, idOf } from '@/server/market'
import { fail, inTransaction, isFailure } from '@/server/platform'

import { bookingContractOf, contractFacts } from '../contract/bookingContract'
import { contractInEveryLanguage } from '../contract/contractDocuments'
import { isCurrentContract, recordContractAcceptance } from '../contract/acceptContract'
import { bookingAmounts } from '../domain/bookingAmounts'
import { lockBooking, withEvent } from '../domain/lockBooking'
import { ensurePaymentRow } from '../domain/paymentRow'
import { activeProvider } from '../provider'
import { findPayeeKey } from '../payout/payoutDetails'
import {
  CHECKOUT_REUSE_MS,
  openPage,
  waitForPage,
  type Started,
  type StartFailure,
} from './openPage'

/**
 * The body of "pay": the hash of the pre-information form and contract the payer was shown and
 * accepted (`GET /api/bookings/{id}/contract`), in the language of the request.
 */
export const checkoutSchema = z.object({
  // Optional here: a booking that cannot be paid says why (409) before a missing hash is a 400.
  contract: z
    .string('Payments.errors.contractRequired')
    .regex(/^[0-9a-f]{64}$/, 'Payments.errors.contractRequired')
    .optional(),
})

type CheckoutContext = { locale: Locale; ip: string; origin: string; contract?: string }

/**
 * The organizer starts paying a booking whose terms are confirmed, having accepted its
 * pre-information form and distance contract: the text they were shown must be the one the
 * booking's terms give now (else a conflict: the terms changed, read again), and its acceptance
 * is recorded with the checkout, in the same transaction. Every page is its own checkout
 * attempt, recorded with the amount and the terms' version it is for: a click while a page for
 * the same terms is fresh gets that page; a click after any change of terms opens a new one. The
 * attempt is recorded and committed first, the provider asked for the page outside any lock, and
 * its answer recorded in a second transaction. Null when `user` cannot see the booking.
 */
export async function startCheckout(
  payload: Payload,
  user: User,
  idParam: string,
  context: CheckoutContext,
): Promise<Started | StartFailure | null> {
  const visible = await findBookingDoc(payload, user, idParam)
  if (!visible) return null
  if (user.id !== idOf(visible.organizer)) return fail('forbidden', 'Payments.errors.onlyOrganizer')
  const active = activeProvider()
  if (!active) return fail('conflict', 'Payments.errors.off')
  const { settings } = active
  const payeeKey = await findPayeeKey(payload, idOf(visible.artistUser))
  if (!payeeKey) return fail('conflict', 'Payments.errors.artistNoPayout')
  const facts = await contractFacts(payload, user, visible)
  const accepted = facts && {
    facts,
    documents: contractInEveryLanguage(bookingContractOf(facts)),
    hash: context.contract ?? '',
    locale: context.locale,
    ip: context.ip,
  }

  const chosen = await inTransaction(payload, user, async (req) => {
    const { booking, payment } = await lockBooking(req, visible.id)
    if (booking.state !== 'confirmed') return fail('conflict', 'Payments.errors.notConfirmed')
    const amounts = bookingAmounts(booking, settings.commissionPercent)
    if (!amounts || !accepted) return fail('conflict', 'Payments.errors.nothingToPay')
    if (payment && payment.status !== 'due') return fail('conflict', 'Payments.errors.alreadyPaid')
    if (!context.contract)
      return fail('invalid', 'Payments.errors.contractRequired', { field: 'contract' })
    // The contract read before the lock is the booking's only if its terms are still those.
    if (
      (booking.terms?.confirmedAt ?? '') !== (visible.terms?.confirmedAt ?? '') ||
      !isCurrentContract(accepted)
    )
      return fail('conflict', 'Payments.errors.contractChanged')
    const termsVersion = booking.terms?.confirmedAt ?? ''
    await recordContractAcceptance(
      payload,
      req,
      user,
      { booking: booking.id, version: termsVersion },
      accepted,
    )
    const row = await ensurePaymentRow(req, booking, payment)
    const { docs: attempts } = await payload.find({
      collection: 'checkout-attempts',
      where: { payment: { equals: row.id } },
      sort: '-startedAt',
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const fresh = attempts.find(
      (a) =>
        (a.state === 'open' || a.state === 'opening') &&
        a.termsVersion === termsVersion &&
        a.amount === amounts.amount &&
        Date.now() - Date.parse(a.startedAt) < CHECKOUT_REUSE_MS,
    )
    if (fresh) return { attempt: fresh, mine: false }
    // The payments' own records, closed to requests; the rules are checked above.
    await payload.update({
      collection: 'payments',
      id: row.id,
      data: {
        ...amounts,
        provider: { ...row.provider, payeeKey },
        events: withEvent(row, { type: 'checkoutStarted', amount: amounts.amount }),
      },
      overrideAccess: true,
      req,
    })
    const attempt = await payload.create({
      collection: 'checkout-attempts',
      data: {
        payment: row.id,
        state: 'opening',
        ...amounts,
        termsVersion,
        key: `booking-${booking.id}-checkout-${attempts.length + 1}`,
        startedAt: new Date().toISOString(),
      },
      overrideAccess: true,
      depth: 0,
      req,
    })
    return { attempt, mine: true }
  })
  if (isFailure(chosen)) return chosen
  if (!chosen.mine) return waitForPage(payload, chosen.attempt.id, settings.timeoutMs + 2_000)

  const { attempt } = chosen
  return openPage(
    payload,
    user,
    attempt,
    {
      basketId: `booking-${visible.id}`,
      payeeKey,
      payeeAmount: attempt.artistAmount ?? 0,
      itemName: `Sahne booking ${visible.id}`,
      callbackUrl: `${context.origin}/api/payments/callback?locale=${context.locale}`,
      locale: context.locale,
      buyer: {
        id: String(user.id),
        name: user.fullname || user.email,
        email: user.email,
        city: 'Istanbul',
        ip: context.ip,
      },
    },
    // Terms changed or the booking was cancelled while the page was being opened.
    'Payments.errors.termsChanged',
  )
}
