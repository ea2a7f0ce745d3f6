import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { PublicLocale } from './publicLocale'

/**
 * Search totals are counted up to this many matches: counting every one of 50,000 matches of a
 * common word took seconds at 100k posts, and nobody pages past the hundredth page of results.
 */
export const SEARCH_COUNT_CAP = 1000

type Page = { page: number; limit: number; locale: PublicLocale }

/**
 * Ids of the published posts whose folded search text (in `locale`) holds every word, newest
 * first, and their number up to SEARCH_COUNT_CAP. `words` come from foldForSearch (letters, digits
 * only), so they hold no LIKE wildcards; the pg_trgm index on search_text serves the LIKEs.
 */
export async function searchMatches(
  payload: Payload,
  words: string[],
  { page, limit, locale }: Page,
) {
  const matching = sql`
    FROM posts p JOIN posts_locales l ON l._parent_id = p.id AND l._locale = ${locale}
    WHERE p._status = 'published' AND ${sql.join(
      words.map((word) => sql`l.search_text LIKE ${`%${word}%`}`),
      sql` AND `,
    )}`
  const db = payload.db.drizzle
  const [rows, counted] = await Promise.all([
    db.execute<{ id: number }>(
      sql`SELECT p.id ${matching} ORDER BY p.published_at DESC, p.id DESC
          LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
    ),
    db.execute<{ total: number }>(
      sql`SELECT count(*)::int AS total FROM (SELECT 1 ${matching} LIMIT ${SEARCH_COUNT_CAP}) AS m`,
    ),
  ])
  return { ids: rows.rows.map((row) => Number(row.id)), total: counted.rows[0]?.total ?? 0 }
}
