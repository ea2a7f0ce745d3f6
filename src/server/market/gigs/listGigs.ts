import 'server-only'

import type { Payload, Where } from 'payload'

import { listGigRefs } from './listGigRefs'
import type { GigListQuery } from './parseGigListQuery'
import { GIG_SELECT, type PublicGig, toPublicGig } from './toPublicGig'
import { cappedPagination, type Pagination } from '@/lib/listQuery'
import { countPublicRows } from '../../platform'

export type GigPage = { data: PublicGig[]; pagination: Pagination }

/** A fee reaches `min` when its fixed amount or the top of its range does; a door share never. */
const feeAtLeast = (min: number): Where => ({
  or: [
    { and: [{ 'fee.type': { equals: 'fixed' } }, { 'fee.amount': { greater_than_equal: min } }] },
    { and: [{ 'fee.type': { equals: 'range' } }, { 'fee.max': { greater_than_equal: min } }] },
  ],
})

function gigFilter(query: GigListQuery, now: string): Where[] {
  const where: Where[] = query.past
    ? [{ date: { less_than_equal: now } }]
    : [{ date: { greater_than: now } }, { status: { equals: 'open' } }]
  if (query.city) where.push({ city: { equals: query.city } })
  if (query.genre) where.push({ genres: { in: [query.genre] } })
  if (query.from) where.push({ date: { greater_than_equal: query.from } })
  if (query.to) where.push({ date: { less_than_equal: query.to } })
  if (query.minFee !== null) where.push(feeAtLeast(query.minFee))
  return where
}

/**
 * The market's gigs: upcoming open ones soonest first, or with `past` the ones that have started,
 * latest first (their pages stay). A city or genre that matches nothing known lists nothing.
 */
export async function listGigs(payload: Payload, query: GigListQuery): Promise<GigPage> {
  const { page, limit } = query
  if (query.city === false || query.genre === false)
    return { data: [], pagination: { page, limit, total: 0, pages: 0 } }
  const where: Where = { and: gigFilter(query, new Date().toISOString()) }
  const [result, pagination] = await Promise.all([
    payload.find({
      collection: 'gigs',
      where,
      sort: query.past ? '-date' : 'date',
      page,
      limit,
      // The total is counted below, at most COUNT_CAP rows past the page.
      pagination: false,
      depth: 0,
      select: GIG_SELECT,
      overrideAccess: false,
    }),
    cappedPagination(page, limit, (offset, atMost) =>
      countPublicRows(payload, 'gigs', where, { offset, atMost }),
    ),
  ])
  const refs = await listGigRefs(payload, result.docs)
  return { data: result.docs.map((gig) => toPublicGig(gig, refs)), pagination }
}
