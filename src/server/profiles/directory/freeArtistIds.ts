import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { foldForSearch } from '@/lib/foldForSearch'
import { addDays } from '@/lib/availability/calendarDay'

import type { DirectoryQuery } from './directoryQuery'

type Filters = Omit<DirectoryQuery, 'availableOn'> & { availableOn: string }

/** The instant an Istanbul calendar day begins (Turkey keeps UTC+3 all year). */
const dayStart = (day: string) => new Date(`${day}T00:00:00+03:00`).toISOString()

/**
 * The same filters as directoryWhere, in SQL, plus "free on `availableOn`": no block covering the
 * day (the (artist, from, to) index answers each NOT EXISTS) and no confirmed booking whose gig is
 * on that Istanbul day. Folded words hold letters, digits and spaces only: no LIKE wildcards.
 */
function conditions(query: Filters) {
  const day = query.availableOn
  const parts = [
    sql`a.is_public = true`,
    sql`NOT EXISTS (SELECT 1 FROM availability_blocks b
                    WHERE b.artist_id = a.id AND b.from_day <= ${day} AND b.to_day >= ${day})`,
    sql`NOT EXISTS (SELECT 1 FROM bookings k JOIN gigs g ON g.id = k.gig_id
                    WHERE k.artist_id = a.id AND k.state IN ('confirmed', 'completed')
                      AND g.date >= ${dayStart(day)} AND g.date < ${dayStart(addDays(day, 1))})`,
  ]
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
 * One page of the directory's public artists free on `availableOn`, in its order (most followed,
 * then by name), with how many there are in all: one query.
 */
export async function freeArtistIds(
  payload: Payload,
  query: Filters,
): Promise<{ ids: number[]; total: number }> {
  const { rows } = await payload.db.drizzle.execute<{ id: number; total: number }>(
    sql`SELECT a.id, count(*) OVER ()::int AS total FROM artists a
        WHERE ${conditions(query)}
        ORDER BY a.follower_count DESC NULLS LAST, a.search_name ASC, a.id ASC
        LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`,
  )
  return { ids: rows.map((row) => Number(row.id)), total: rows[0]?.total ?? 0 }
}
