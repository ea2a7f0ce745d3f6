import 'server-only'

import type { Payload } from 'payload'

import { cancellationSplit } from '@/lib/payments/cancellationSplit'
import type { User } from '@/payload-types'
import {
  cancelBooking as cancelUnpaidBooking,
  cancelBookingWithin,
  findBooking,
  findBookingDoc,
  idOf,
} from '@/server/market'
import { fail, inTransaction, isFailure, type Failure } from '@/server/platform'

import { lockBooking } from '../domain/lockBooking'
import { tellPaymentParties } from '../notices/tellPaymentParties'
import { settlePayment } from './settlePayment'

const CHARGED = ['paid'] as const

/**
 * Either party cancels a confirmed booking. Unpaid, it is the market's cancel. Paid, the booking
 * is cancelled and the money split in one transaction under the booking's lock: the artist
 * cancelling refunds it all, the organizer cancelling leaves the policy's share for the hours
 * left. A payment already released or held for a problem cannot be cancelled here.
 */
export async function cancelBooking(
  payload: Payload,
  user: User,
  idParam: string,
  reason: string,
  ip?: string,
) {
  const visible = await findBookingDoc(payload, user, idParam)
  if (!visible) return null
  const { docs } = await payload.find({
    collection: 'payments',
    where: { booking: { equals: visible.id } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (!docs[0] || docs[0].status === 'due')
    return cancelUnpaidBooking(payload, user, idParam, reason)
  const artistUser = idOf(visible.artistUser)
  if (user.id !== artistUser && user.id !== idOf(visible.organizer))
    return fail('conflict', 'Bookings.errors.onlyParties')
  const done = await inTransaction(payload, user, async (req) => {
    const { booking, payment } = await lockBooking(req, visible.id)
    if (booking.state !== 'confirmed')
      return fail('conflict', `Bookings.errors.state.${booking.state}`)
    if (!payment || !(CHARGED as readonly string[]).includes(payment.status))
      return fail('conflict', `Payments.errors.cannotCancel.${payment?.status ?? 'due'}` as const)
    const gig = await payload.findByID({ collection: 'gigs', id: idOf(booking.gig), depth: 0, req })
    const split = cancellationSplit(
      payment.amount ?? 0,
      payment.policy,
      gig.date,
      user.id === artistUser ? 'artist' : 'organizer',
    )
    const cancelled = await cancelBookingWithin(req, booking, user.id, reason)
    if (isFailure(cancelled)) return cancelled
    const status = await settlePayment(req, payment, {
      kept: split.kept,
      note: reason,
      ip: ip && ip !== 'unknown' ? ip : undefined,
    })
    return { booking: cancelled, status, split }
  })
  if (isFailure(done)) return done as Failure<'conflict'>
  await tellPaymentParties(payload, visible.id, 'bookingCancelled', [
    user.id === artistUser ? 'organizer' : 'artist',
  ])
  if (done.split.refunded > 0)
    await tellPaymentParties(payload, visible.id, 'paymentRefunded', ['organizer'])
  if (done.split.kept > 0)
    await tellPaymentParties(payload, visible.id, 'paymentReleased', ['artist'])
  return findBooking(payload, user, visible.id)
}
