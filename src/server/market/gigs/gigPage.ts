import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { cappedPagination, type Pagination } from '@/lib/listQuery'
import { countRowsWhere } from '../../platform'

import type { GigListQuery } from './parseGigListQuery'

type SQL = ReturnType<typeof sql>

/**
 * The gig list's filters over `gigs g`: upcoming open gigs, or with `past` the ones that have
 * started; the city; the genre (from the row's `genre_keys`, kept in step with its genre rows by
 * triggers, so the city and the genre meet in one bitmap of the row's indexes); the days; a fee
 * reaching `minFee` (a fixed amount or the top of a range; a door share never).
 */
function gigConditions(query: GigListQuery, now: string) {
  const where: SQL[] = query.past
    ? [sql`g.date <= ${now}`]
    : [sql`g.date > ${now}`, sql`g.status = 'open'`]
  if (query.city) where.push(sql`g.city = ${query.city}`)
  if (query.genre) where.push(sql`g.genre_keys @> ARRAY[${query.genre}]::text[]`)
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
 * page: in SQL, as listShows reads its page (Payload's where joins the genre rows).
 */
export async function gigPage(
  payload: Payload,
  query: GigListQuery,
  now: string,
): Promise<{ ids: number[]; pagination: Pagination }> {
  const db = payload.db.drizzle
  const conditions = gigConditions(query, now)
  const order = query.past
    ? sql`g.date DESC, g.created_at DESC`
    : sql`g.date ASC, g.created_at DESC`
  const [page, pagination] = await Promise.all([
    db.execute<{ id: number }>(
      sql`SELECT g.id FROM gigs g WHERE ${conditions} ORDER BY ${order}
          LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`,
    ),
    cappedPagination(query.page, query.limit, countRowsWhere(payload, sql`gigs g`, conditions)),
  ])
  return { ids: page.rows.map((row) => Number(row.id)), pagination }
}
