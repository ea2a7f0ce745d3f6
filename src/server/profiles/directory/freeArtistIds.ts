import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { foldForSearch } from '@/lib/foldForSearch'
import { addDays, dayStart } from '@/lib/availability/calendarDay'

import type { DirectoryQuery } from './directoryQuery'

type Filters = Omit<DirectoryQuery, 'availableOn'> & { availableOn: string }

/**
 * The same filters as directoryWhere, in SQL. Folded words hold letters, digits and spaces only:
 * no LIKE wildcards.
 */
function filters(query: Filters) {
  const parts = [sql`a.is_public = true`]
  if (query.city) parts.push(sql`a.city = ${query.city}`)
  if (query.actType) parts.push(sql`a.act_type = ${query.actType}`)
  if (query.genre)
    parts.push(
      sql`EXISTS (SELECT 1 FROM artists_genres ag WHERE ag.parent_id = a.id AND ag.value = ${query.genre})`,
    )
  for (const word of foldForSearch(query.q).split(' ').filter(Boolean))
    parts.push(sql`a.search_name ILIKE ${`%${word}%`}`)
  return sql.join(parts, sql` AND `)
}

/**
 * The blocks covering `day`. The range expression is the one the GiST index
 * `availability_blocks_days_idx` is built on (see its migration): written otherwise, Postgres
 * scans every block.
 */
const blocksOn = (day: string) =>
  sql`daterange(calendar_day(b.from_day), calendar_day(b.to_day), '[]') @> ${day}::date`

/** Confirmed or completed bookings whose gig is on that Istanbul day. */
const bookedOn = (day: string) =>
  sql`k.state IN ('confirmed', 'completed')
      AND g.date >= ${dayStart(day)} AND g.date < ${dayStart(addDays(day, 1))}`

/**
 * One page of the directory's public artists free on `availableOn`, in its order (most followed,
 * then by name), with how many there are in all, in one statement:
 * - the page walks `artists_directory_order_idx` in that order and stops after it, checking each
 *   artist against the day's blocks and bookings;
 * - the total is the matching artists less the busy ones among them, the busy found from the
 *   day's blocks (the GiST index) and bookings, so no artist is tested one by one.
 */
export async function freeArtistIds(
  payload: Payload,
  query: Filters,
): Promise<{ ids: number[]; total: number }> {
  const day = query.availableOn
  const where = filters(query)
  const { rows } = await payload.db.drizzle.execute<{ ids: number[]; total: number }>(
    sql`SELECT
          ARRAY(SELECT a.id FROM artists a
                WHERE ${where}
                  AND NOT EXISTS (SELECT 1 FROM availability_blocks b
                                  WHERE b.artist_id = a.id AND ${blocksOn(day)})
                  AND NOT EXISTS (SELECT 1 FROM bookings k JOIN gigs g ON g.id = k.gig_id
                                  WHERE k.artist_id = a.id AND ${bookedOn(day)})
                ORDER BY a.follower_count DESC NULLS LAST, a.search_name ASC, a.id ASC
                LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}) AS ids,
          ((SELECT count(*) FROM artists a WHERE ${where})
           - (SELECT count(*) FROM artists a WHERE ${where} AND a.id IN (
                SELECT b.artist_id FROM availability_blocks b WHERE ${blocksOn(day)}
                UNION
                SELECT k.artist_id FROM bookings k JOIN gigs g ON g.id = k.gig_id
                WHERE ${bookedOn(day)})))::int AS total`,
  )
  const row = rows[0]
  return { ids: (row?.ids ?? []).map(Number), total: row?.total ?? 0 }
}
