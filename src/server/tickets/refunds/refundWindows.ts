import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { DAY_MS } from '@/lib/durations'

import { sqlOf } from '../../platform'

/** How long a ticket holder may ask for a refund after a show's move is told (the contract's 7 days). */
const REFUND_WINDOW_DAYS = 7

/**
 * A show moved (its date, time or place): in the move's transaction, every paid order of it
 * complete at that moment gets a refund window of `REFUND_WINDOW_DAYS` from now, the moment its
 * holders' notice is queued; a later move opens a new one. Free orders have nothing to refund.
 * Answers how many orders it opened.
 */
export async function openRefundWindows(
  req: PayloadRequest,
  gigId: number,
  now = new Date(),
): Promise<number> {
  const until = new Date(now.getTime() + REFUND_WINDOW_DAYS * DAY_MS).toISOString()
  const db = await sqlOf(req)
  const { rows } = await db.execute(
    sql`UPDATE ticket_orders SET refund_window_ends_at = ${until}
        WHERE gig_id = ${gigId} AND status = 'complete' AND total > 0 RETURNING id`,
  )
  return rows.length
}
