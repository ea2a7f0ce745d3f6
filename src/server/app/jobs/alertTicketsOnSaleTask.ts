import 'server-only'

import type { TaskConfig } from 'payload'

import { alertOnSale } from '../../tickets'

/**
 * Queued by each save of a show's ticket types, to run when the first type opens: the lineup's
 * followers and the show city's opted-in accounts hear that tickets are on sale, once each.
 */
export const alertTicketsOnSaleTask: TaskConfig<'alertTicketsOnSale'> = {
  slug: 'alertTicketsOnSale',
  label: 'Tell fans that a show’s tickets are on sale',
  inputSchema: [{ name: 'gig', type: 'number', required: true }],
  retries: 3,
  handler: async ({ input, req }) => {
    await alertOnSale(req.payload, input.gig)
    return { output: {} }
  },
}
