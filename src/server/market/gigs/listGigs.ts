import 'server-only'

import type { Payload } from 'payload'

import { gigPage } from './gigPage'
import { gigsInOrder } from './gigsInOrder'
import { listGigRefs } from './listGigRefs'
import type { GigListQuery } from './parseGigListQuery'
import { type PublicGig, toPublicGig } from './toPublicGig'
import type { Pagination } from '@/lib/listQuery'

export type GigPage = { data: PublicGig[]; pagination: Pagination }

/**
 * The market's gigs: upcoming open ones soonest first, or with `past` the ones that have started,
 * latest first (their pages stay). A city or genre that matches nothing known lists nothing. SQL
 * finds the page's ids and the total (gigPage); Payload reads those gigs with read access.
 */
export async function listGigs(payload: Payload, query: GigListQuery): Promise<GigPage> {
  const { page, limit } = query
  if (query.city === false || query.genre === false)
    return { data: [], pagination: { page, limit, total: 0, pages: 0 } }
  const { ids, pagination } = await gigPage(payload, query, new Date().toISOString())
  if (!ids.length) return { data: [], pagination }
  const docs = await gigsInOrder(payload, ids)
  const refs = await listGigRefs(payload, docs)
  return { data: docs.map((gig) => toPublicGig(gig, refs)), pagination }
}
