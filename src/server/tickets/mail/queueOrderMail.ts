import 'server-only'

import type { PayloadRequest } from 'payload'

import { jobMeta } from '../../platform'

/**
 * Queues the mail of an order that has just completed (`mailTicketOrder`), in the transaction that
 * completed it: a completion that rolls back queues nothing, and an order completes once (held to
 * complete, under its lock), so it is mailed once. The worker sends it, never the request.
 */
export async function queueOrderMail(req: PayloadRequest, orderId: number): Promise<void> {
  await req.payload.jobs.queue({
    task: 'mailTicketOrder',
    input: { order: orderId },
    req,
    meta: jobMeta(),
  })
}
