import 'server-only'

import { ValidationError, type Payload } from 'payload'

/**
 * Claims the right to send `user` the notice named `key`, once: the unique (user, key) index of
 * notice-marks lets only the first claim through, so a retried or doubled job sends nothing twice.
 */
export async function claimNotice(payload: Payload, user: number, key: string): Promise<boolean> {
  try {
    // The queue's own bookkeeping: no user is acting.
    await payload.create({ collection: 'notice-marks', overrideAccess: true, data: { user, key } })
    return true
  } catch (error) {
    if (error instanceof ValidationError) return false
    throw error
  }
}
