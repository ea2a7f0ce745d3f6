import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { sqlOf } from '../../platform'

/**
 * How many tickets of each type were refunded (given back after a move, or by a cancel), for the
 * venue's sales view; types with none are absent. Not part of what is taken: a refunded ticket
 * is back on sale.
 */
export async function refundedCounts(
  payload: Payload,
  typeIds: number[],
): Promise<Map<number, number>> {
  if (!typeIds.length) return new Map()
  const db = await sqlOf(payload)
  const { rows } = await db.execute<{ type: number; refunded: number }>(
    sql`SELECT ticket_type_id AS type, count(*)::int AS refunded
        FROM tickets
        WHERE ticket_type_id IN (${sql.join(
          typeIds.map((id) => sql`${id}`),
          sql`, `,
        )})
          AND status = 'refunded'
        GROUP BY ticket_type_id`,
  )
  return new Map(rows.map((row) => [Number(row.type), Number(row.refunded)]))
}
