import 'server-only'

import type { Payload, Where } from 'payload'

import type { Pagination } from '../../../lib/listQuery'
import { listGigRefs } from '../gigs/listGigRefs'
import { GIG_SELECT, toPublicGig } from '../gigs/toPublicGig'
import { listLineups } from './lineup'
import type { ShowListQuery } from './parseShowListQuery'
import { countGoings, showIdsBetween } from './showIds'
import { toPublicShow, type PublicShow } from './toPublicShow'

export type ShowPage = { data: PublicShow[]; pagination: Pagination }

function showFilter(query: ShowListQuery, ids: number[]): Where[] {
  const where: Where[] = [{ id: { in: ids } }]
  if (query.city) where.push({ city: { equals: query.city } })
  if (query.genre) where.push({ genres: { in: [query.genre] } })
  if (query.from) where.push({ date: { greater_than_equal: query.from } })
  if (query.to) where.push({ date: { less_than_equal: query.to } })
  return where
}

/** Upcoming shows, soonest first, with their lineups and going counts. */
export async function listShows(
  payload: Payload,
  query: ShowListQuery,
  now = new Date(),
): Promise<ShowPage> {
  const { page, limit } = query
  const ids =
    query.city === false || query.genre === false ? [] : await showIdsBetween(payload, now)
  if (!ids.length) return { data: [], pagination: { page, limit, total: 0, pages: 0 } }
  const result = await payload.find({
    collection: 'gigs',
    where: { and: showFilter(query, ids) },
    sort: 'date',
    page,
    limit,
    depth: 0,
    select: GIG_SELECT,
    overrideAccess: false,
  })
  const gigIds = result.docs.map((gig) => gig.id)
  const [refs, lineups, counts] = await Promise.all([
    listGigRefs(payload, result.docs),
    listLineups(payload, gigIds),
    countGoings(payload, gigIds),
  ])
  return {
    data: result.docs.map((gig) =>
      toPublicShow(toPublicGig(gig, refs), lineups.get(gig.id) ?? [], counts.get(gig.id) ?? 0),
    ),
    pagination: { page, limit, total: result.totalDocs, pages: result.totalPages },
  }
}
