import 'server-only'

import type { Payload } from 'payload'

import { jobMeta } from '../../../platform'

/**
 * Asks for the account's export: queued for the worker (collecting a year of records does not
 * belong in a request), which mails the link when it is ready.
 */
export async function requestDataExport(payload: Payload, userId: number): Promise<void> {
  await payload.jobs.queue({ task: 'exportMyData', input: { user: userId }, meta: jobMeta() })
}
