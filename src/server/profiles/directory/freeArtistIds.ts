import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { and, inGenre, rowFilters } from './artistConditions'
import type { DirectoryQuery } from './directoryQuery'

type Filters = Omit<DirectoryQuery, 'availableOn'> & { availableOn: string }

/**
 * One page of the directory's public artists free on `availableOn`, in its order (most followed,
 * then by name), with how many there are in all, in one statement. `artist_busy_days` holds one
 * row per artist and busy day (blocks and confirmed bookings, kept by triggers: see its
 * migration), with the artist's `is_public` and `city`:
 * - the page walks `artists_directory_order_idx` in that order and stops after it, looking each
 *   artist up in the day's busy rows by artist and day;
 * - the total is the matching artists less the day's busy ones among them: the busy public
 *   artists of a day and city are one range of `artist_busy_days_listing_idx`, and only those
 *   are looked up for a genre (its rows) or an act or words (their artist).
 */
export async function freeArtistIds(
  payload: Payload,
  query: Filters,
): Promise<{ ids: number[]; total: number }> {
  const day = query.availableOn
  const onRow = rowFilters(query)
  const matching = and([
    sql`a.is_public = true`,
    ...(query.city ? [sql`a.city = ${query.city}`] : []),
    ...(query.genre ? [inGenre(sql`a.id`, query.genre)] : []),
    ...onRow,
  ])
  const busy = and([
    sql`z.day = ${day}::date`,
    sql`z.is_public = true`,
    ...(query.city ? [sql`z.city = ${query.city}`] : []),
    ...(query.genre ? [inGenre(sql`z.artist_id`, query.genre)] : []),
    ...(onRow.length
      ? [sql`EXISTS (SELECT 1 FROM artists a WHERE a.id = z.artist_id AND ${and(onRow)})`]
      : []),
  ])
  const { rows } = await payload.db.drizzle.execute<{ ids: number[]; total: number }>(
    sql`SELECT
          ARRAY(SELECT a.id FROM artists a
                WHERE ${matching}
                  AND NOT EXISTS (SELECT 1 FROM artist_busy_days z
                                  WHERE z.day = ${day}::date AND z.artist_id = a.id)
                ORDER BY a.follower_count DESC NULLS LAST, a.search_name ASC, a.id ASC
                LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}) AS ids,
          ((SELECT count(*) FROM artists a WHERE ${matching})
           - (SELECT count(*) FROM artist_busy_days z WHERE ${busy}))::int AS total`,
  )
  const row = rows[0]
  return { ids: (row?.ids ?? []).map(Number), total: row?.total ?? 0 }
}
