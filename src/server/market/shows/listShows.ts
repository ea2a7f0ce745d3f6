import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { cappedPagination, type Pagination } from '../../../lib/listQuery'
import { countRowsWhere } from '../../platform'
import { gigsInOrder } from '../gigs/gigsInOrder'
import { listGigRefs } from '../gigs/listGigRefs'
import { toPublicGig } from '../gigs/toPublicGig'
import { listLineups } from './lineup'
import type { ShowListQuery } from './parseShowListQuery'
import { countGoings } from './showIds'
import { toPublicShow, type PublicShow } from './toPublicShow'

export type ShowPage = { data: PublicShow[]; pagination: Pagination }

/**
 * The conditions of an upcoming show matching the list's filters, over `gigs g`: not cancelled,
 * after `now`, a confirmed booking on it.
 */
function showConditions(query: ShowListQuery, now: Date) {
  const where = [
    sql`g.status <> 'cancelled'`,
    sql`g.date > ${now.toISOString()}`,
    sql`EXISTS (SELECT 1 FROM bookings b WHERE b.gig_id = g.id AND b.state = 'confirmed')`,
  ]
  if (query.city) where.push(sql`g.city = ${query.city}`)
  if (query.genre)
    where.push(
      sql`EXISTS (SELECT 1 FROM gigs_genres x WHERE x.parent_id = g.id AND x.value = ${query.genre})`,
    )
  if (query.from) where.push(sql`g.date >= ${query.from}`)
  if (query.to) where.push(sql`g.date <= ${query.to}`)
  return sql.join(where, sql` AND `)
}

/**
 * One page of the matching shows' ids and their pagination (the total counted at most COUNT_CAP
 * rows past the page): in SQL, as Payload's `where` cannot ask across gigs and bookings (listing
 * every upcoming show's id in an `IN` grows with the market).
 */
async function showPage(payload: Payload, query: ShowListQuery, now: Date) {
  const db = payload.db.drizzle
  const conditions = showConditions(query, now)
  const [page, pagination] = await Promise.all([
    db.execute<{ id: number }>(
      sql`SELECT g.id FROM gigs g WHERE ${conditions}
          ORDER BY g.date, g.created_at DESC, g.id
          LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`,
    ),
    cappedPagination(query.page, query.limit, countRowsWhere(payload, sql`gigs g`, conditions)),
  ])
  return { ids: page.rows.map((row) => Number(row.id)), pagination }
}

/** Upcoming shows, soonest first, with their lineups and going counts. */
export async function listShows(
  payload: Payload,
  query: ShowListQuery,
  now = new Date(),
): Promise<ShowPage> {
  const { page, limit } = query
  if (query.city === false || query.genre === false)
    return { data: [], pagination: { page, limit, total: 0, pages: 0 } }
  const { ids, pagination } = await showPage(payload, query, now)
  if (!ids.length) return { data: [], pagination }
  const docs = await gigsInOrder(payload, ids)
  const gigIds = docs.map((gig) => gig.id)
  const [refs, lineups, counts] = await Promise.all([
    listGigRefs(payload, docs),
    listLineups(payload, gigIds),
    countGoings(payload, gigIds),
  ])
  return {
    data: docs.map((gig) =>
      toPublicShow(toPublicGig(gig, refs), lineups.get(gig.id) ?? [], counts.get(gig.id) ?? 0),
    ),
    pagination,
  }
}
