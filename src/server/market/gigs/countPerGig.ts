import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

type SQL = ReturnType<typeof sql>

/**
 * How many rows of `table` (one with a `gig_id`) each of `gigIds` has, of those meeting `where`
 * when given; gigs with none are absent. One grouped count: no row is read as a document.
 */
export async function countPerGig(
  payload: Payload,
  table: SQL,
  gigIds: number[],
  where?: SQL,
): Promise<Map<number, number>> {
  if (!gigIds.length) return new Map()
  const { rows } = await payload.db.drizzle.execute<{ gig: number; total: number }>(
    sql`SELECT gig_id AS gig, count(*)::int AS total FROM ${table}
        WHERE gig_id IN (${sql.join(
          gigIds.map((id) => sql`${id}`),
          sql`, `,
        )})${where ? sql` AND ${where}` : sql``} GROUP BY gig_id`,
  )
  return new Map(rows.map((row) => [Number(row.gig), Number(row.total)]))
}
