import 'server-only'

import type { Payload, Where } from 'payload'

import { cancelBookingWithin, idOf } from '@/server/market'
import { inTransaction, isFailure } from '@/server/platform'

import { endAttempts } from '../checkout/endAttempts'
import { resolveAttempt } from '../checkout/resolveAttempt'
import { lockBooking, withEvent } from '../domain/lockBooking'
import { tellPaymentParties } from '../notices/tellPaymentParties'
import { activeProvider } from '../provider'
import { DUE_HOURS, REMIND_HOURS } from '../settings'

const HOUR = 60 * 60 * 1000

// The worker's own sweeps over payments still due: full access.
const dueBefore = (payload: Payload, iso: string, extra: Where = {}) =>
  payload.find({
    collection: 'payments',
    where: { and: [{ status: { equals: 'due' } }, { dueAt: { less_than_equal: iso } }, extra] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })

/**
 * Reminds organizers whose payment has been due for 24 hours (72 hours after the terms'
 * confirmation it is cancelled); `remindedAt` makes a second run send nothing.
 */
export async function remindUnpaid(payload: Payload, now = new Date()): Promise<number[]> {
  if (!activeProvider()) return []
  const cutoff = new Date(now.getTime() + (DUE_HOURS - REMIND_HOURS) * HOUR).toISOString()
  const { docs } = await dueBefore(payload, cutoff, { remindedAt: { exists: false } })
  const reminded: number[] = []
  for (const found of docs) {
    const bookingId = idOf(found.booking)
    const marked = await inTransaction(payload, null, async (req) => {
      const { booking, payment } = await lockBooking(req, bookingId)
      if (!payment || payment.status !== 'due' || payment.remindedAt) return false
      if (booking.state !== 'confirmed' || booking.termsStatus !== 'confirmed') return false
      await payload.update({
        collection: 'payments',
        id: payment.id,
        data: { remindedAt: now.toISOString(), events: withEvent(payment, { type: 'reminded' }) },
        overrideAccess: true,
        req,
      })
      return true
    })
    if (!marked) continue
    reminded.push(bookingId)
    await tellPaymentParties(payload, bookingId, 'paymentReminder', ['organizer'])
  }
  return reminded
}

/**
 * Cancels each confirmed booking still unpaid when its payment falls due, with that reason, and
 * tells both parties. Terms proposed again since then stop the clock. Before deciding, each of the
 * booking's checkout pages is asked about at the provider: a page paid without the payer coming
 * back pays the booking instead.
 */
export async function cancelUnpaid(payload: Payload, now = new Date()): Promise<number[]> {
  if (!activeProvider()) return []
  const { docs } = await dueBefore(payload, now.toISOString())
  const cancelled: number[] = []
  for (const found of docs) {
    const bookingId = idOf(found.booking)
    await resolveAttemptsOf(payload, found.id)
    const done = await inTransaction(payload, null, async (req) => {
      const { booking, payment } = await lockBooking(req, bookingId)
      if (!payment || payment.status !== 'due' || !payment.dueAt) return false
      if (Date.parse(payment.dueAt) > now.getTime()) return false
      if (booking.state !== 'confirmed' || booking.termsStatus !== 'confirmed') return false
      const result = await cancelBookingWithin(req, booking, null, { cancelledFor: 'unpaid' })
      if (isFailure(result)) return false
      await payload.update({
        collection: 'payments',
        id: payment.id,
        data: { events: withEvent(payment, { type: 'cancelledUnpaid' }) },
        overrideAccess: true,
        req,
      })
      await endAttempts(req, payment.id, 'bookingCancelled')
      return true
    })
    if (!done) continue
    cancelled.push(bookingId)
    await tellPaymentParties(payload, bookingId, 'unpaidCancelled', ['artist', 'organizer'])
  }
  return cancelled
}

/** Asks the provider about each page of the payment that may still have taken money. */
async function resolveAttemptsOf(payload: Payload, paymentId: number) {
  const { docs } = await payload.find({
    collection: 'checkout-attempts',
    where: {
      and: [
        { payment: { equals: paymentId } },
        { state: { in: ['open', 'ended'] } },
        { token: { exists: true } },
      ],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  for (const attempt of docs) await resolveAttempt(payload, attempt.id)
}
