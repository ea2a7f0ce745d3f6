import 'server-only'

import type { TaskConfig } from 'payload'

import { refundCancelledShows, tellShowMoved } from '../../tickets'

/**
 * Queued by a show's cancel: every ticket of it refunded, each order once, its buyer told. The
 * payment clock sweeps every cancelled show as well, so a crash before this job ran loses nothing.
 */
export const refundCancelledShowTask: TaskConfig<'refundCancelledShow'> = {
  slug: 'refundCancelledShow',
  label: 'Refund the tickets of a cancelled show',
  inputSchema: [{ name: 'gig', type: 'number', required: true }],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 10_000 } },
  handler: async ({ input, req }) => {
    await refundCancelledShows(req.payload, input.gig)
    return { output: {} }
  },
}

/** Queued by a show's move: its ticket holders told of the new date or place and their window. */
export const tellShowMovedTask: TaskConfig<'tellShowMoved'> = {
  slug: 'tellShowMoved',
  label: 'Tell the ticket holders of a moved show',
  inputSchema: [
    { name: 'gig', type: 'number', required: true },
    { name: 'from', type: 'json', required: true },
    { name: 'movedAt', type: 'text', required: true },
  ],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 10_000 } },
  handler: async ({ input, req }) => {
    const from = input.from as { date: string }
    await tellShowMoved(req.payload, input.gig, from, input.movedAt)
    return { output: {} }
  },
}
