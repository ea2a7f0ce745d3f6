import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { sqlOf } from '../../platform'

/**
 * How many tickets of each type are taken at `now`: sold or used, or held by a hold whose expiry
 * is still ahead. A hold past its expiry is back on sale here, with no job having run: this is
 * the one place availability is counted. Types with none taken are absent.
 */
export async function takenCounts(
  from: Payload | PayloadRequest,
  typeIds: number[],
  now: Date,
): Promise<Map<number, number>> {
  if (!typeIds.length) return new Map()
  const db = await sqlOf(from)
  const { rows } = await db.execute<{ type: number; taken: number }>(
    sql`SELECT ticket_type_id AS type, count(*)::int AS taken FROM tickets
        WHERE ticket_type_id IN (${sql.join(
          typeIds.map((id) => sql`${id}`),
          sql`, `,
        )})
          AND (status IN ('sold', 'used')
               OR (status = 'held' AND hold_expires_at > ${now.toISOString()}))
        GROUP BY ticket_type_id`,
  )
  return new Map(rows.map((row) => [Number(row.type), Number(row.taken)]))
}
