import 'server-only'

import type { TaskConfig } from 'payload'

import { notifyShowCancelled } from '../../market'
import { remindShows } from '../../market'
import { sendDigestBatch } from '../../market'
import { sendWeeklyDigest } from '../../market'
import { ticketBuyersOf } from '../../tickets'

/**
 * Every morning (06:00 UTC, 09:00 in Istanbul), fans going to a show the next day get one
 * reminder; the sent-marks make a second run, or a retry, send nothing twice.
 */
export const remindShowsTask: TaskConfig<'remindShows'> = {
  slug: 'remindShows',
  label: 'Remind fans of tomorrow’s shows',
  schedule: [{ cron: '0 0 6 * * *', queue: 'default' }],
  retries: 2,
  handler: async ({ req }) => {
    await remindShows(req.payload)
    return { output: {} }
  },
}

/**
 * Monday mornings (05:00 UTC), the opted-in fans' digest of the coming week's shows: this job
 * plans it, one `sendDigestBatch` job per batch of readers.
 */
export const sendWeeklyDigestTask: TaskConfig<'sendWeeklyDigest'> = {
  slug: 'sendWeeklyDigest',
  label: 'Weekly shows digest',
  schedule: [{ cron: '0 0 5 * * 1', queue: 'default' }],
  retries: 2,
  handler: async ({ req }) => {
    await sendWeeklyDigest(req.payload)
    return { output: {} }
  },
}

/** One batch of the weekly digest's readers, queued by `sendWeeklyDigest`. */
export const sendDigestBatchTask: TaskConfig<'sendDigestBatch'> = {
  slug: 'sendDigestBatch',
  label: 'Weekly shows digest: one batch of readers',
  inputSchema: [
    { name: 'now', type: 'text', required: true },
    { name: 'readers', type: 'json', required: true },
  ],
  retries: 3,
  handler: async ({ input, req }) => {
    const readers = Array.isArray(input.readers) ? input.readers.map(Number) : []
    await sendDigestBatch(req.payload, new Date(input.now), readers)
    return { output: {} }
  },
}

/**
 * Queued when a gig is cancelled: its going fans hear that the show is off, but for its ticket
 * buyers, who hear it with their refund (`refundCancelledShow`).
 */
export const notifyShowCancelledTask: TaskConfig<'notifyShowCancelled'> = {
  slug: 'notifyShowCancelled',
  label: 'Tell going fans of a cancelled show',
  inputSchema: [{ name: 'gig', type: 'number', required: true }],
  retries: 3,
  handler: async ({ input, req }) => {
    await notifyShowCancelled(req.payload, input.gig, await ticketBuyersOf(req.payload, input.gig))
    return { output: {} }
  },
}
