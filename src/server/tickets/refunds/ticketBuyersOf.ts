import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/**
 * The buyers of a show's issued tickets (sold, used, or refunded with the show): the refund of a
 * cancel tells them itself, so the going fans' notice of the cancel leaves them out (one notice
 * each, not two).
 */
export async function ticketBuyersOf(payload: Payload, gigId: number): Promise<number[]> {
  const { rows } = await payload.db.drizzle.execute<{ buyer: number }>(
    sql`SELECT DISTINCT o.buyer_id AS buyer FROM ticket_orders o
        WHERE o.gig_id = ${gigId} AND o.buyer_id IS NOT NULL AND EXISTS (SELECT 1 FROM tickets t WHERE t.order_id = o.id
          AND t.status IN ('sold', 'used', 'refunded'))`,
  )
  return rows.map((row) => Number(row.buyer))
}
