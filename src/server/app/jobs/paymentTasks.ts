import 'server-only'

import type { TaskConfig } from 'payload'

import {
  cancelUnpaid,
  reconcilePayments,
  releaseDuePayments,
  remindUnpaid,
  settleCancelledBookings,
} from '../../payments'

/**
 * The payments' clock, each safe to run twice (every step re-reads its payment under the
 * booking's lock): every minute, reminders of payments due for a day, the cancellation of
 * bookings unpaid for 72 hours, the settlement of paid bookings a gig's cancel cancelled, and the release of payments whose gig started 48 hours ago;
 * once a day, reconciliation of the ledger with the provider.
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
    await releaseDuePayments(req.payload)
    return { output: {} }
  },
}

export const reconcilePaymentsTask: TaskConfig<'reconcilePayments'> = {
  slug: 'reconcilePayments',
  label: 'Payments: reconcile the ledger with the provider',
  schedule: [{ cron: '0 0 4 * * *', queue: 'default' }],
  retries: 2,
  handler: async ({ req }) => {
    await reconcilePayments(req.payload)
    return { output: {} }
  },
}
