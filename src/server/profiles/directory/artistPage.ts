import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { cappedPagination, type Pagination } from '@/lib/listQuery'

import { publicArtistConditions } from './artistConditions'
import type { DirectoryQuery } from './directoryQuery'

/**
 * One page of the directory's public artists' ids, in its order (most followed, then by name,
 * then newest, as Payload sorts `-followerCount, searchName`), and its pagination with the total
 * counted at most COUNT_CAP rows past the page: in SQL, so a city and a genre are read from the
 * artist's own row and meet in one bitmap (Payload's where joins the genre rows).
 */
export async function artistPage(
  payload: Payload,
  query: DirectoryQuery,
): Promise<{ ids: number[]; pagination: Pagination }> {
  const db = payload.db.drizzle
  const conditions = publicArtistConditions(query)
  const [page, pagination] = await Promise.all([
    db.execute<{ id: number }>(
      sql`SELECT a.id FROM artists a WHERE ${conditions}
          ORDER BY a.follower_count DESC, a.search_name ASC, a.created_at DESC
          LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`,
    ),
    cappedPagination(query.page, query.limit, async (offset, atMost) => {
      const { rows } = await db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM
              (SELECT 1 FROM artists a WHERE ${conditions} OFFSET ${offset} LIMIT ${atMost}) AS matching`,
      )
      return Number(rows[0]?.n ?? 0)
    }),
  ])
  return { ids: page.rows.map((row) => Number(row.id)), pagination }
}
