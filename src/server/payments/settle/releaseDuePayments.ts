import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import type { Payment } from '@/payload-types'
import { idOf } from '@/server/market'

import { lockBooking } from '../domain/lockBooking'
import { tellPaymentParties } from '../notices/tellPaymentParties'
import { activeProvider } from '../provider'
import { releaseEach } from './releaseEach'
import { settlePayment } from './settlePayment'

/**
 * Releases the artist's share of every paid payment whose release time has come (the gig started
 * `PAYMENT_RELEASE_HOURS` ago), that no problem holds and whose payee's payout details are
 * complete. Each decides under its booking's locks and re-reads the payment, so a second run, or
 * a cancel that got there first, releases nothing; the provider is called after the commit.
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
  const released = await releaseEach(payload, docs, {
    payeeKey: async (found) => found.provider?.payeeKey,
    decide: (req, found) => decideRelease(req, found, now),
  })
  const bookings = released.map((found) => idOf(found.booking))
  for (const bookingId of bookings)
    await tellPaymentParties(payload, bookingId, 'paymentReleased', ['artist'])
  return bookings
}

/** One booking's release decided under its locks: the intents to run; null when not due. */
async function decideRelease(req: PayloadRequest, found: Payment, now: Date) {
  const { booking, payment } = await lockBooking(req, idOf(found.booking))
  if (!payment || payment.status !== 'paid' || booking.state === 'cancelled') return null
  if (!payment.releaseAt || Date.parse(payment.releaseAt) > now.getTime()) return null
  return (await settlePayment(req, payment, { kept: payment.amount ?? 0 })).operations
}
