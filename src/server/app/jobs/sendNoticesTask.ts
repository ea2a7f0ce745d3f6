import 'server-only'

import type { TaskConfig } from 'payload'

import { notify, type NotificationInput } from '../../market'

/**
 * Files notices (and queues their mails) that a request or a hook decided on but must not wait
 * for: the declines of a gig that filled up, the other parties of a deleted account's bookings.
 * Retried on failure.
 */
export const sendNoticesTask: TaskConfig<'sendNotices'> = {
  slug: 'sendNotices',
  label: 'Send notices',
  inputSchema: [{ name: 'notices', type: 'json', required: true }],
  retries: 3,
  handler: async ({ input, req }) => {
    await notify(req.payload, input.notices as NotificationInput[])
    return { output: {} }
  },
}
