import 'server-only'

import type { Payload } from 'payload'

import { cancellationSplit } from '@/lib/payments/cancellationSplit'
import { bookingMayBeCancelled } from '@/lib/payments/paymentStates'
import type { User } from '@/payload-types'
import { cancelBookingWithin, findBooking, findBookingDoc, idOf } from '@/server/market'
import { fail, inTransaction, isFailure, type Failure } from '@/server/platform'

import { endAttempts } from '../checkout/endAttempts'
import { lockBooking } from '../domain/lockBooking'
import { tellPaymentParties } from '../notices/tellPaymentParties'
import { runOperations } from '../operations/runOperations'
import { settlePayment } from './settlePayment'

/**
 * Either party cancels a confirmed booking, in one transaction under the booking's locks, so a
 * page paid at the same moment is decided either before (the split applies) or after (its money
 * is refunded as the booking's no longer). Unpaid, the booking is cancelled and its open checkout
 * pages ended. Paid, the money is split: the artist cancelling refunds it all, the organizer
 * cancelling leaves the policy's share for the hours left; the provider is called after the
 * commit. A payment held for a problem or already settled cannot be cancelled here.
 */
export async function cancelBooking(payload: Payload, user: User, idParam: string, reason: string) {
  const visible = await findBookingDoc(payload, user, idParam)
  if (!visible) return null
  const artistUser = idOf(visible.artistUser)
  if (user.id !== artistUser && user.id !== idOf(visible.organizer))
    return fail('conflict', 'Bookings.errors.onlyParties')
  const by = user.id === artistUser ? 'artist' : 'organizer'
  const done = await inTransaction(payload, user, async (req) => {
    const { booking, payment } = await lockBooking(req, visible.id)
    if (booking.state !== 'confirmed')
      return fail('conflict', `Bookings.errors.state.${booking.state}`)
    if (payment && !bookingMayBeCancelled(payment.status))
      return fail('conflict', `Payments.errors.cannotCancel.${payment.status}` as const)
    const cancelled = await cancelBookingWithin(req, booking, user.id, reason)
    if (isFailure(cancelled)) return cancelled
    if (payment) await endAttempts(req, payment.id, 'bookingCancelled')
    if (payment?.status !== 'paid') return { refunded: 0, kept: 0, operations: [] }
    // The gig's start, for the split: the canceller is a party, checked above.
    const gig = await payload.findByID({
      collection: 'gigs',
      id: idOf(booking.gig),
      depth: 0,
      overrideAccess: true,
      req,
    })
    const split = cancellationSplit(payment.amount ?? 0, payment.policy, gig.date, by)
    const { operations } = await settlePayment(req, payment, { kept: split.kept, note: reason })
    return { ...split, operations }
  })
  if (isFailure(done)) return done as Failure<'conflict'>
  await runOperations(payload, done.operations)
  await tellPaymentParties(payload, visible.id, 'bookingCancelled', [
    by === 'artist' ? 'organizer' : 'artist',
  ])
  if (done.refunded > 0)
    await tellPaymentParties(payload, visible.id, 'paymentRefunded', ['organizer'])
  if (done.kept > 0) await tellPaymentParties(payload, visible.id, 'paymentReleased', ['artist'])
  return findBooking(payload, user, visible.id)
}
