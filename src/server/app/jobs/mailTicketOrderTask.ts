import 'server-only'

import type { TaskConfig } from 'payload'

import { mailOrderTickets } from '../../tickets'

/** A completed ticket order's confirmation to its buyer, with the show's .ics; retried on failure. */
export const mailTicketOrderTask: TaskConfig<'mailTicketOrder'> = {
  slug: 'mailTicketOrder',
  label: 'Mail a completed ticket order',
  inputSchema: [{ name: 'order', type: 'number', required: true }],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 10_000 } },
  handler: async ({ input, job, req }) => {
    await mailOrderTickets(req.payload, job, input.order)
    return { output: {} }
  },
}
