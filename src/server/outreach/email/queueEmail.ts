import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { jobMeta } from '../../platform'

/**
 * One message: every mail has a plain-text part beside the HTML; a marketing mail also carries
 * its one-click unsubscribe headers.
 */
export type EmailMessage = {
  to: string
  subject: string
  text: string
  html: string
  headers?: Record<string, string>
  /** Files sent with it (a contract's PDF); built by the job that sends it, never queued. */
  attachments?: { filename: string; content: Buffer; contentType: string }[]
}

/**
 * Puts a message on the jobs queue (`sendEmail` task, retried on failure) instead of sending it,
 * so a request never waits on mail. With `req`, the job joins the request's transaction: mail
 * about a change that rolls back is never sent.
 */
export async function queueEmail(
  payload: Payload,
  message: EmailMessage,
  req?: PayloadRequest,
): Promise<void> {
  await payload.jobs.queue({ task: 'sendEmail', input: message, req, meta: jobMeta() })
}
