import 'server-only'

import type { Payload, Where } from 'payload'

import { cancellationSplit } from '@/lib/payments/cancellationSplit'
import type { User } from '@/payload-types'
import { cancelGig as cancelMarketGig, idOf } from '@/server/market'
import { inTransaction, isFailure } from '@/server/platform'

import { lockBooking } from '../domain/lockBooking'
import { tellPaymentParties } from '../notices/tellPaymentParties'
import { runOperations } from '../operations/runOperations'
import { activeProvider } from '../provider'
import { settlePayment } from './settlePayment'

/**
 * Settles paid payments whose booking was cancelled outside the payments' own cancel (a gig
 * cancelled by its organizer cancels each booking as the organizer): the policy's split for the
 * hours that were left when the booking was cancelled, under the booking's lock, once.
 * `gigId` narrows it to one gig (the gig's cancel); the worker's clock runs it for all.
 */
export async function settleCancelledBookings(payload: Payload, gigId?: number): Promise<number[]> {
  if (!activeProvider()) return []
  const where: Where = gigId
    ? { and: [{ status: { equals: 'paid' } }, { gig: { equals: gigId } }] }
    : { status: { equals: 'paid' } }
  // The server's own sweep: full access.
  const { docs } = await payload.find({
    collection: 'payments',
    where,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const settled: number[] = []
  for (const found of docs) {
    const bookingId = idOf(found.booking)
    const split = await inTransaction(payload, null, async (req) => {
      const { booking, payment } = await lockBooking(req, bookingId)
      if (booking.state !== 'cancelled' || payment?.status !== 'paid') return null
      const gig = await payload.findByID({
        collection: 'gigs',
        id: idOf(booking.gig),
        depth: 0,
        req,
      })
      const by = booking.cancelledBy && idOf(booking.cancelledBy) === idOf(booking.artistUser)
      const result = cancellationSplit(
        payment.amount ?? 0,
        payment.policy,
        gig.date,
        by ? 'artist' : 'organizer',
        new Date(booking.updatedAt),
      )
      const { operations } = await settlePayment(req, payment, {
        kept: result.kept,
        note: booking.cancelReason ?? undefined,
      })
      return { ...result, operations }
    })
    if (!split) continue
    await runOperations(payload, split.operations)
    settled.push(bookingId)
    if (split.refunded > 0)
      await tellPaymentParties(payload, bookingId, 'paymentRefunded', ['organizer'])
    if (split.kept > 0) await tellPaymentParties(payload, bookingId, 'paymentReleased', ['artist'])
  }
  return settled
}

/** The market's gig cancel, then the money of its paid bookings settled as the organizer's cancel. */
export async function cancelGig(payload: Payload, user: User, idParam: string) {
  const gig = await cancelMarketGig(payload, user, idParam)
  if (gig && !isFailure(gig)) await settleCancelledBookings(payload, gig.id)
  return gig
}
