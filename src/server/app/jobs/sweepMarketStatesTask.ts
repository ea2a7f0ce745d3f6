import 'server-only'

import type { TaskConfig } from 'payload'

import { sweepMarketStates } from '../../market'
import { revealDueReviews } from '../../market'
import { deleteExpiredKeys } from '../../platform'

/**
 * Once a minute, brings applications and bookings up to date with the clock (pending ones of
 * started gigs expire, bookings of gigs that are over complete), so no page read has to write.
 * Queued by Payload's scheduler, run by the same `autoRun` as the mail.
 */
export const sweepMarketStatesTask: TaskConfig<'sweepMarketStates'> = {
  slug: 'sweepMarketStates',
  label: 'Expire and complete by the clock',
  schedule: [{ cron: '0 * * * * *', queue: 'default' }],
  retries: 2,
  handler: async ({ req }) => {
    await sweepMarketStates(req.payload)
    // Blind reviews whose 14 days are over show now.
    await revealDueReviews(req.payload)
    // Idempotency keys are remembered 24 hours.
    await deleteExpiredKeys(req.payload)
    return { output: {} }
  },
}
