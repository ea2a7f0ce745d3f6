import 'server-only'

import type { TaskConfig } from 'payload'

import { sendQueuedMail } from '../../outreach'

const isHeaders = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((header) => typeof header === 'string')

/**
 * Sends one queued message through Payload's email adapter; a failure is retried with backoff. The
 * mail is recorded as sent the moment the SMTP server accepts it, so the job run again after its
 * worker died (its claim taken over) does not send it again (sendQueuedMail).
 */
export const sendEmailTask: TaskConfig<'sendEmail'> = {
  slug: 'sendEmail',
  label: 'Send email',
  inputSchema: [
    { name: 'to', type: 'text', required: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea', required: true },
    { name: 'html', type: 'textarea', required: true },
    // Extra headers: a marketing mail's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058).
    { name: 'headers', type: 'json' },
  ],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 10_000 } },
  handler: async ({ input, job, req }) => {
    await sendQueuedMail(req.payload, job, {
      to: input.to,
      subject: input.subject,
      text: input.text,
      html: input.html,
      ...(isHeaders(input.headers) ? { headers: input.headers } : {}),
    })
    return { output: {} }
  },
}
