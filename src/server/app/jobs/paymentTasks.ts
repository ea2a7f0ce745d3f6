import 'server-only'

import type { TaskConfig } from 'payload'

import {
  cancelUnpaid,
  reconcilePayments,
  releaseDueOrders,
  releaseDuePayments,
  remindUnpaid,
  settleCancelledBookings,
} from '../../payments'
import { orderPayouts, orderSettlement, refundCancelledShows } from '../../tickets'

/**
 * The payments' clock, each safe to run twice (every step re-reads its payment under the
 * booking's lock): every minute, reminders of payments due for a day, the cancellation of
 * bookings unpaid for 72 hours, the settlement of paid bookings a gig's cancel cancelled, the
 * refund of cancelled shows' tickets (the safety net of the cancel's own job), and the release of payments whose gig started 48 hours ago
 * and of paid ticket orders' venue shares whose show did;
 * every `PAYMENT_RECONCILE_MINUTES`, reconciliation with the provider.
 */
export const paymentClockTask: TaskConfig<'paymentClock'> = {
  slug: 'paymentClock',
  label: 'Payments: remind, cancel unpaid, release',
  schedule: [{ cron: '30 * * * * *', queue: 'default' }],
  retries: 2,
  handler: async ({ req }) => {
    await remindUnpaid(req.payload)
    await cancelUnpaid(req.payload)
    await settleCancelledBookings(req.payload)
    await refundCancelledShows(req.payload)
    await releaseDuePayments(req.payload)
    await releaseDueOrders(req.payload, orderPayouts)
    return { output: {} }
  },
}

/**
 * The reconciliation's schedule from `PAYMENT_RECONCILE_MINUTES` (default 1440): every N minutes
 * below an hour, every N hours in whole hours below a day, otherwise daily at 04:00 UTC.
 */
function reconcileCron(minutes = Number(process.env.PAYMENT_RECONCILE_MINUTES || 1440)) {
  const m = Number.isFinite(minutes) && minutes >= 1 ? Math.round(minutes) : 1440
  if (m < 60) return `0 */${m} * * * *`
  if (m % 60 === 0 && m < 1440) return `0 0 */${m / 60} * * *`
  return '0 0 4 * * *'
}

export const reconcilePaymentsTask: TaskConfig<'reconcilePayments'> = {
  slug: 'reconcilePayments',
  label: 'Payments: reconcile the ledger with the provider',
  schedule: [{ cron: reconcileCron(), queue: 'default' }],
  retries: 2,
  handler: async ({ req }) => {
    await reconcilePayments(req.payload, orderSettlement)
    return { output: {} }
  },
}
