import 'server-only'

import type { Payload } from 'payload'

import { idOf } from '@/server/market'
import { inTransaction } from '@/server/platform'

import { lockBooking } from '../domain/lockBooking'
import { tellPaymentParties } from '../notices/tellPaymentParties'
import { runOperations } from '../operations/runOperations'
import { payoutBlocked } from '../payout/payoutBlock'
import { activeProvider } from '../provider'
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
  const released: number[] = []
  for (const found of docs) {
    const bookingId = idOf(found.booking)
    // A payee whose payout details are incomplete is not paid yet: the money stays held, no
    // provider is called, and a later run releases it once the details are complete.
    if (await payoutBlocked(payload, found.provider?.payeeKey)) continue
    const done = await releaseOne(payload, bookingId, now)
    if (done) {
      released.push(bookingId)
      await tellPaymentParties(payload, bookingId, 'paymentReleased', ['artist'])
    }
  }
  return released
}

/** One booking's release decided under its locks, then carried out; false when not due. */
async function releaseOne(payload: Payload, bookingId: number, now = new Date()) {
  const operations = await inTransaction(payload, null, async (req) => {
    const { booking, payment } = await lockBooking(req, bookingId)
    if (!payment || payment.status !== 'paid' || booking.state === 'cancelled') return null
    if (!payment.releaseAt || Date.parse(payment.releaseAt) > now.getTime()) return null
    return (await settlePayment(req, payment, { kept: payment.amount ?? 0 })).operations
  })
  if (!operations) return false
  await runOperations(payload, operations)
  return true
}
