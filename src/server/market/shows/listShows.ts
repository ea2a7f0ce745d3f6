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
 * One page of the matching shows' ids: in SQL, as Payload's `where` cannot ask across gigs and
 * bookings (listing every upcoming show's id in an `IN` grows with the market).
 */
async function showPageIds(payload: Payload, query: ShowListQuery, now: Date) {
  const { rows } = await payload.db.drizzle.execute<{ id: number }>(
    sql`SELECT g.id FROM gigs g WHERE ${showConditions(query, now)}
        ORDER BY g.date, g.created_at DESC, g.id
        LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`,
  )
  return rows.map((row) => Number(row.id))
}

/**
 * Upcoming shows, soonest first, with their lineups and going counts. The total (counted at most
 * COUNT_CAP rows past the page) is counted on a connection of its own while the page's shows are
 * read: nothing but the answer waits for it.
 */
export async function listShows(
  payload: Payload,
  query: ShowListQuery,
  now = new Date(),
): Promise<ShowPage> {
  const { page, limit } = query
  if (query.city === false || query.genre === false)
    return { data: [], pagination: { page, limit, total: 0, pages: 0 } }
  const [pagination, data] = await Promise.all([
    cappedPagination(
      query.page,
      query.limit,
      countRowsWhere(payload, sql`gigs g`, showConditions(query, now)),
    ),
    showPageIds(payload, query, now).then((ids) => publicShowsInOrder(payload, ids)),
  ])
  return { data, pagination }
}

/** The shows `ids` in their order, with their lineups and going counts. */
async function publicShowsInOrder(payload: Payload, ids: number[]): Promise<PublicShow[]> {
  if (!ids.length) return []
  const docs = await gigsInOrder(payload, ids)
  const gigIds = docs.map((gig) => gig.id)
  const [refs, lineups, counts] = await Promise.all([
    listGigRefs(payload, docs),
    listLineups(payload, gigIds),
    countGoings(payload, gigIds),
  ])
  return docs.map((gig) =>
    toPublicShow(toPublicGig(gig, refs), lineups.get(gig.id) ?? [], counts.get(gig.id) ?? 0),
  )
}
