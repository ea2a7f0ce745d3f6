import 'server-only'

import type { Payload } from 'payload'

import { gigPageIds, gigPagination } from './gigPage'
import { gigsInOrder } from './gigsInOrder'
import { listGigRefs } from './listGigRefs'
import type { GigListQuery } from './parseGigListQuery'
import { type PublicGig, toPublicGig } from './toPublicGig'
import type { Pagination } from '@/lib/listQuery'

export type GigPage = { data: PublicGig[]; pagination: Pagination }

/**
 * The market's gigs: upcoming open ones soonest first, or with `past` the ones that have started,
 * latest first (their pages stay). A city or genre that matches nothing known lists nothing. SQL
 * finds the page's ids and the total (gigPage.ts); Payload reads those gigs with read access. The
 * total is counted on a connection of its own while the page's gigs are read: at scale it is the
 * slowest statement of the read (Izmir's upcoming open gigs read for its jazz), and nothing
 * waits for it but the answer.
 */
export async function listGigs(payload: Payload, query: GigListQuery): Promise<GigPage> {
  const { page, limit } = query
  if (query.city === false || query.genre === false)
    return { data: [], pagination: { page, limit, total: 0, pages: 0 } }
  const now = new Date().toISOString()
  const [pagination, data] = await Promise.all([
    gigPagination(payload, query, now),
    gigPageIds(payload, query, now).then((ids) => publicGigsInOrder(payload, ids)),
  ])
  return { data, pagination }
}

/** The gigs `ids` in their order, as the list shows them. */
async function publicGigsInOrder(payload: Payload, ids: number[]): Promise<PublicGig[]> {
  if (!ids.length) return []
  const docs = await gigsInOrder(payload, ids)
  const refs = await listGigRefs(payload, docs)
  return docs.map((gig) => toPublicGig(gig, refs))
}
