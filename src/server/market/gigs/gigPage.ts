import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { cappedPagination, type Pagination } from '@/lib/listQuery'
import { countRowsWhere } from '../../platform'

import type { GigListQuery } from './parseGigListQuery'

type SQL = ReturnType<typeof sql>

/** Where the list reads its gigs, as `g`: the columns the filters and the order read, and the id. */
type GigSource = {
  from: SQL
  id: SQL
  /** The condition for an open gig, none where the source holds open gigs only. */
  open: SQL | null
  genre: (genre: string) => SQL
  /** The upcoming gigs' order: soonest first, then newest, as Payload sorts. */
  upcoming: SQL
}

// Every gig; its genres from the row's `genre_keys`, kept in step with its genre rows by triggers.
const GIGS: GigSource = {
  from: sql`gigs g`,
  id: sql`g.id`,
  open: sql`g.status = 'open'`,
  genre: (genre) => sql`g.genre_keys @> ARRAY[${genre}]::text[]`,
  upcoming: sql`g.date ASC, g.created_at DESC`,
}

// The open gigs by genre, a row for each open gig and genre (kept by a trigger on the gigs): a
// genre, its city and its days are one range of one of its indexes, whatever the city's market.
// Its indexes end with the gig's id: gigs of the same time and creation come in the order of their
// ids, as the gigs' own index gives gigs written in that order.
const OPEN_GIGS_BY_GENRE: GigSource = {
  from: sql`gig_open_genres g`,
  id: sql`g.gig_id`,
  open: null,
  genre: (genre) => sql`g.genre = ${genre}`,
  upcoming: sql`g.date ASC, g.created_at DESC, g.gig_id ASC`,
}

/**
 * The gig list's filters over `source`: upcoming open gigs, or with `past` the ones that have
 * started; the city; the genre; the days; a fee reaching `minFee` (a fixed amount or the top of a
 * range; a door share never).
 */
function gigConditions(source: GigSource, query: GigListQuery, now: string) {
  const where: SQL[] = query.past ? [sql`g.date <= ${now}`] : [sql`g.date > ${now}`]
  if (!query.past && source.open) where.push(source.open)
  if (query.city) where.push(sql`g.city = ${query.city}`)
  if (query.genre) where.push(source.genre(query.genre))
  if (query.from) where.push(sql`g.date >= ${query.from}`)
  if (query.to) where.push(sql`g.date <= ${query.to}`)
  if (query.minFee !== null)
    where.push(
      sql`((g.fee_type = 'fixed' AND g.fee_amount >= ${query.minFee})
           OR (g.fee_type = 'range' AND g.fee_max >= ${query.minFee}))`,
    )
  return sql.join(where, sql` AND `)
}

/**
 * One page of the listed gigs' ids, soonest first (latest first with `past`; then newest, as
 * Payload sorts), and its pagination with the total counted at most COUNT_CAP rows past the
 * page: in SQL, as listShows reads its page (Payload's where joins the genre rows). The upcoming
 * gigs of a genre are read from the open gigs by genre, the rest from the gigs.
 */
export async function gigPage(
  payload: Payload,
  query: GigListQuery,
  now: string,
): Promise<{ ids: number[]; pagination: Pagination }> {
  const db = payload.db.drizzle
  const source = query.genre && !query.past ? OPEN_GIGS_BY_GENRE : GIGS
  const conditions = gigConditions(source, query, now)
  const order = query.past ? sql`g.date DESC, g.created_at DESC` : source.upcoming
  const [page, pagination] = await Promise.all([
    db.execute<{ id: number }>(
      sql`SELECT ${source.id} AS id FROM ${source.from} WHERE ${conditions} ORDER BY ${order}
          LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`,
    ),
    cappedPagination(query.page, query.limit, countRowsWhere(payload, source.from, conditions)),
  ])
  return { ids: page.rows.map((row) => Number(row.id)), pagination }
}
