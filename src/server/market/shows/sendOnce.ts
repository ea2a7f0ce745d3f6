import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { inTransaction, sqlOf } from '../../platform'

/**
 * Sends `user` the notice named `key` once: in one transaction, claims it (the unique (user, key)
 * index of notice-marks lets only the first claim through, so a retried or doubled job sends
 * nothing twice) and runs `send` (which files the notice and queues its mail on `req`). A failure
 * in `send` takes the claim back with it, so the notice is never marked sent without being sent;
 * a second claim of the same notice waits for the first transaction and then finds it taken.
 * Answers whether this call sent it.
 */
export async function sendOnce(
  payload: Payload,
  user: number,
  key: string,
  send: (req: PayloadRequest) => Promise<void>,
): Promise<boolean> {
  // The queue's own bookkeeping: no user is acting.
  return inTransaction(payload, null, async (req) => {
    const db = await sqlOf(req)
    const { rows } = await db.execute(
      sql`INSERT INTO notice_marks (user_id, key) VALUES (${user}, ${key})
          ON CONFLICT (user_id, key) DO NOTHING RETURNING id`,
    )
    if (!rows.length) return false
    await send(req)
    return true
  })
}
