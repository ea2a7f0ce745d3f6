import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { Locale } from '../../../i18n/locales'

/**
 * Search totals are counted up to this many matches: counting every one of 50,000 matches of a
 * common word took seconds at 100k posts, and nobody pages past the hundredth page of results.
 */
export const SEARCH_COUNT_CAP = 1000

type Page = { page: number; limit: number; locale: Locale }

/** The folded search text of `l` (a posts_locales row) holds every word. */
const holdsEvery = (words: string[]) =>
  sql.join(
    words.map((word) => sql`l.search_text LIKE ${`%${word}%`}`),
    sql` AND `,
  )

/** The published posts whose folded search text (in `locale`) holds every word. */
const matching = (words: string[], locale: Locale) => sql`
    FROM posts p JOIN posts_locales l ON l._parent_id = p.id AND l._locale = ${locale}
    WHERE p._status = 'published' AND ${holdsEvery(words)}`

/** A matching post's id, with its author and cover, so their lookup need not wait for the post. */
type MatchingPost = { id: number; author: number | null; coverImage: number | null }

/**
 * One page of ids of the matching posts, newest first. `words` come from foldForSearch (letters,
 * digits only), so they hold no LIKE wildcards; the pg_trgm index on search_text serves the LIKEs.
 */
export async function matchingPostIds(
  payload: Payload,
  words: string[],
  { page, limit, locale }: Page,
): Promise<MatchingPost[]> {
  const { rows } = await payload.db.drizzle.execute<Record<keyof MatchingPost, number | null>>(
    sql`SELECT p.id, p.author_id AS author, p.cover_image_id AS "coverImage"
        ${matching(words, locale)} ORDER BY p.published_at DESC, p.id DESC
        LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
  )
  const ref = (value: number | null) => (value === null ? null : Number(value))
  return rows.map((row) => ({
    id: Number(row.id),
    author: ref(row.author),
    coverImage: ref(row.coverImage),
  }))
}

/**
 * How many posts match, up to SEARCH_COUNT_CAP. A post's status is `draft` or `published` (the
 * enum has no third value), so the few drafts are left out (Payload's `_status` index finds them;
 * a hash anti join) instead of joining every match to its post: a third of a common word's count
 * at 100k posts. Ordered by post, the count may walk the (language, post) index and stop at the
 * cap: a word most posts hold ("gitar", in 15,672 of 20,014 Turkish texts) is counted after about
 * 1,450 rows (3.8 to 4.7 ms), where the planner otherwise scanned the whole table (3.6 to 6 ms) or
 * read the trigram index for every match (12 to 14 ms); a rare word is still found through it.
 */
export async function countMatchingPosts(
  payload: Payload,
  words: string[],
  locale: Locale,
): Promise<number> {
  const { rows } = await payload.db.drizzle.execute<{ total: number }>(
    sql`SELECT count(*)::int AS total
        FROM (SELECT 1 FROM posts_locales l
              WHERE l._locale = ${locale} AND ${holdsEvery(words)}
                AND NOT EXISTS (
                  SELECT 1 FROM posts d WHERE d.id = l._parent_id AND d._status = 'draft')
              ORDER BY l._parent_id
              LIMIT ${SEARCH_COUNT_CAP}) AS m`,
  )
  return rows[0]?.total ?? 0
}
