import 'server-only'

import type { Payload } from 'payload'

import { jobMeta } from '../../../platform'

/**
 * Asks for a reset link for this address. The request only queues the work (`mailResetLink`):
 * looking the account up, making a token and writing the mail happen later, so a known and an
 * unknown address cost the request the same one insert and cannot be told apart by its timing.
 */
export async function requestPasswordReset(payload: Payload, email: string): Promise<void> {
  await payload.jobs.queue({ task: 'mailResetLink', input: { email }, meta: jobMeta() })
}
