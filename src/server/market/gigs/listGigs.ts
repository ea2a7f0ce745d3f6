import 'server-only'

import type { Payload } from 'payload'

import { gigPage } from './gigPage'
import { listGigRefs } from './listGigRefs'
import type { GigListQuery } from './parseGigListQuery'
import { GIG_SELECT, type PublicGig, toPublicGig } from './toPublicGig'
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
  const found = await payload.find({
    collection: 'gigs',
    where: { id: { in: ids } },
    pagination: false,
    depth: 0,
    select: GIG_SELECT,
    overrideAccess: false,
  })
  const byId = new Map(found.docs.map((gig) => [gig.id, gig]))
  const docs = ids.flatMap((id) => byId.get(id) ?? [])
  const refs = await listGigRefs(payload, docs)
  return { data: docs.map((gig) => toPublicGig(gig, refs)), pagination }
}
