import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { jobMeta } from '../../platform'

import type { NotificationInput } from './notificationInput'

/**
 * Queues `notices` for the `sendNotices` job, so the request that decided them does not wait on
 * them. With `req`, the job joins its transaction: a rollback queues nothing.
 */
export async function queueNotices(
  payload: Payload,
  notices: NotificationInput[],
  req?: PayloadRequest,
): Promise<void> {
  if (notices.length === 0) return
  await payload.jobs.queue({ task: 'sendNotices', input: { notices }, req, meta: jobMeta() })
}
