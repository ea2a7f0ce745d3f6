import 'server-only'

import type { Payload } from 'payload'

import { idOf } from '@/server/market'
import { inTransaction } from '@/server/platform'

import { lockBooking } from '../domain/lockBooking'
import { tellPaymentParties } from '../notices/tellPaymentParties'
import { activeProvider } from '../provider'
import { settlePayment } from './settlePayment'

/**
 * Releases the artist's share of every paid payment whose release time has come (the gig started
 * `PAYMENT_RELEASE_HOURS` ago) and that no problem holds. Each runs under its booking's lock and
 * re-reads the payment, so a second run, or a cancel that got there first, releases nothing.
 * Answers the ids of the bookings released.
 */
export async function releaseDuePayments(payload: Payload, now = new Date()): Promise<number[]> {
  if (!activeProvider()) return []
  // The worker's own sweep: full access.
  const { docs } = await payload.find({
    collection: 'payments',
    where: {
      and: [{ status: { equals: 'paid' } }, { releaseAt: { less_than_equal: now.toISOString() } }],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const released: number[] = []
  for (const found of docs) {
    const bookingId = idOf(found.booking)
    const done = await releaseOne(payload, bookingId, now)
    if (done) {
      released.push(bookingId)
      await tellPaymentParties(payload, bookingId, 'paymentReleased', ['artist'])
    }
  }
  return released
}

/** One booking's release under its lock; false when it is no longer due. */
function releaseOne(payload: Payload, bookingId: number, now = new Date()) {
  return inTransaction(payload, null, async (req) => {
    const { booking, payment } = await lockBooking(req, bookingId)
    if (!payment || payment.status !== 'paid' || booking.state === 'cancelled') return false
    if (!payment.releaseAt || Date.parse(payment.releaseAt) > now.getTime()) return false
    return (await settlePayment(req, payment, { kept: payment.amount ?? 0 })) === 'released'
  })
}
