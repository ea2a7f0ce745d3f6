import 'server-only'

import type { Payload } from 'payload'

import { UNSETTLED_ATTEMPTS } from '@/lib/payments/attemptStates'
import type { Booking, CheckoutAttempt, Payment } from '@/payload-types'
import { idOf } from '@/server/market'
import { inTransaction } from '@/server/platform'

import { bookingAmounts } from '../domain/bookingAmounts'
import type { OrderSettlement, OrderStrayReason } from '../domain/orderSettlement'
import type { CheckoutOutcome } from '../domain/paymentProvider'
import { withEvent } from '../domain/lockBooking'
import { movePayment } from '../domain/movePayment'
import { attemptSubject, postMovement } from '../ledger/postMovement'
import { tellPaymentParties } from '../notices/tellPaymentParties'
import { recordOperation } from '../operations/recordOperation'
import { failOrderAttempt, resolvePaidOrderAttempt } from '../orders/resolveOrderAttempt'
import { runOperations } from '../operations/runOperations'
import { activeProvider } from '../provider'
import { lockAttempt, setAttempt } from './lockAttempt'
import type { PaymentSettings } from '../settings'

const HOUR = 60 * 60 * 1000

/** Why money paid on a page is given back instead of paying the booking. */
type StrayReason = 'bookingCancelled' | 'alreadyPaid' | 'termsChanged' | 'amountMismatch'

type AttemptResult =
  | { outcome: 'paid' | 'open' | 'unknown' | 'settled' }
  | { outcome: 'failed'; reason: string }
  | { outcome: 'refunded'; reason: StrayReason | OrderStrayReason }

/**
 * Finds out from the provider what became of a checkout attempt and decides it, whichever way
 * it became known (the browser's post-back, the provider's notification, reconciliation): the
 * provider is asked (outside any lock), never the caller believed. Unpaid, nothing changes (a
 * declined card fails the attempt). Paid, under the booking's locks: if the attempt is the
 * booking's current one (same terms version and amount, booking confirmed and still due) the
 * booking is paid; otherwise the charge is booked against the attempt and refunded in full. A
 * ticket order's page is decided the same way under the order's locks, by `orders` (the tickets'
 * side of it); without it, such a page is left unknown for a caller that has it.
 */
export async function resolveAttempt(
  payload: Payload,
  attemptId: number,
  orders?: OrderSettlement,
): Promise<AttemptResult> {
  const active = activeProvider()
  if (!active) return { outcome: 'unknown' }
  const attempt = await payload.findByID({
    collection: 'checkout-attempts',
    id: attemptId,
    depth: 0,
    overrideAccess: true,
  })
  if (!UNSETTLED_ATTEMPTS.includes(attempt.state) || !attempt.token)
    return attempt.state === 'failed'
      ? { outcome: 'failed', reason: attempt.note ?? '' }
      : { outcome: attempt.token ? 'settled' : 'open' }
  if (attempt.order && !orders) return { outcome: 'unknown' }
  const outcome = await active.provider.retrieveCheckout({
    key: `${attempt.key}-retrieve`,
    token: attempt.token,
  })
  if (!outcome.ok) return { outcome: 'unknown' }
  if (!outcome.paid) {
    if (!outcome.final) return { outcome: 'open' }
    if (attempt.order)
      await failOrderAttempt(payload, attempt, orders!, outcome.reason, outcome.code)
    else await failAttempt(payload, attempt, outcome.reason, outcome.code)
    return { outcome: 'failed', reason: outcome.reason }
  }
  if (attempt.order) return resolvePaidOrderAttempt(payload, attempt, outcome, orders!)
  const decided = await inTransaction(
    payload,
    null,
    async (req) => {
      const locked = await lockAttempt(req, attempt.id, idOf(attempt.payment))
      const current = locked.attempt
      if (!UNSETTLED_ATTEMPTS.includes(current.state)) return { outcome: 'settled' as const }
      const mine = locked.payment
      const reason = strayReason(locked.booking, mine, current, outcome, active.settings)
      const captured = {
        captured: outcome.amount,
        providerPaymentId: outcome.paymentId,
        itemId: outcome.itemId,
      }
      if (!reason) {
        await postMovement(req, mine.id, 'charge', outcome.amount)
        const gig = await payload.findByID({
          collection: 'gigs',
          id: idOf(locked.booking.gig),
          depth: 0,
          overrideAccess: true,
          req,
        })
        await movePayment(req, mine, 'paid', {
          amount: current.amount,
          commission: current.commission,
          artistAmount: current.artistAmount,
          paidAt: new Date().toISOString(),
          releaseAt: new Date(
            Date.parse(gig.date) + active.settings.releaseHours * HOUR,
          ).toISOString(),
          provider: {
            ...mine.provider,
            paymentId: outcome.paymentId,
            itemId: outcome.itemId,
            checkoutKey: current.key,
          },
          events: withEvent(mine, { type: 'paid', amount: outcome.amount }),
        })
        await setAttempt(req, current.id, { state: 'paid', ...captured })
        return { outcome: 'paid' as const, bookingId: locked.booking.id }
      }
      await postMovement(req, mine.id, 'charge', outcome.amount, attemptSubject(current.id))
      await setAttempt(req, current.id, { state: 'refunding', note: reason, ...captured })
      const op = await recordOperation(req, {
        payment: mine.id,
        attempt: current.id,
        kind: 'refund',
        amount: outcome.amount,
        itemId: outcome.itemId,
        checkoutKey: current.key,
        key: `attempt-${current.id}-refund`,
        note: reason,
      })
      // The payments collection is closed to requests; the server records what it decided.
      await payload.update({
        collection: 'payments',
        id: mine.id,
        data: {
          events: withEvent(mine, { type: 'strayRefunded', amount: outcome.amount, note: reason }),
        },
        overrideAccess: true,
        depth: 0,
        req,
      })
      return { outcome: 'refunded' as const, reason, op: op.id, bookingId: locked.booking.id }
    },
    { keyed: false },
  )
  if (decided.outcome === 'paid')
    await tellPaymentParties(payload, decided.bookingId, 'paymentReceived', ['artist'])
  if (decided.outcome === 'refunded') {
    await runOperations(payload, [decided.op])
    await tellPaymentParties(payload, decided.bookingId, 'strayPaymentRefunded', ['organizer'])
    return { outcome: 'refunded', reason: decided.reason }
  }
  return { outcome: decided.outcome }
}

/** Why the money of `attempt` cannot pay the booking, or null when it is the current attempt. */
function strayReason(
  booking: Booking,
  payment: Payment,
  attempt: CheckoutAttempt,
  outcome: Extract<CheckoutOutcome, { paid: true }>,
  settings: PaymentSettings,
): StrayReason | null {
  if (booking.state !== 'confirmed') return 'bookingCancelled'
  if (payment.status !== 'due') return 'alreadyPaid'
  const amounts = bookingAmounts(booking, settings.commissionPercent)
  if (!amounts || attempt.termsVersion !== booking.terms?.confirmedAt) return 'termsChanged'
  if (attempt.amount !== amounts.amount || outcome.amount !== attempt.amount)
    return 'amountMismatch'
  return null
}

/**
 * The provider declined the payment on this page: it takes no money. Its error code is kept on the
 * attempt (the card says why in the payer's language), its own text on the attempt and in the
 * payment's events, for admins.
 */
async function failAttempt(
  payload: Payload,
  attempt: CheckoutAttempt,
  reason: string,
  code?: string,
) {
  await inTransaction(
    payload,
    null,
    async (req) => {
      const locked = await lockAttempt(req, attempt.id, idOf(attempt.payment))
      const current = locked.attempt
      if (!UNSETTLED_ATTEMPTS.includes(current.state)) return
      await setAttempt(req, attempt.id, {
        state: 'failed',
        note: reason.slice(0, 200),
        declineCode: code?.slice(0, 20) ?? null,
      })
      // The payments collection is closed to requests; the server records what the provider said.
      await payload.update({
        collection: 'payments',
        id: locked.payment.id,
        data: { events: withEvent(locked.payment, { type: 'checkoutFailed', note: reason }) },
        overrideAccess: true,
        depth: 0,
        req,
      })
    },
    { keyed: false },
  )
}
