import 'server-only'

import type { Payload } from 'payload'

import { GIG_SELECT } from './toPublicGig'

/**
 * The gigs `ids` (a list's page, found in SQL) as a visitor reads them, in the order of `ids`; a
 * gig the visitor may not read is left out.
 */
export async function gigsInOrder(payload: Payload, ids: number[]) {
  const found = await payload.find({
    collection: 'gigs',
    where: { id: { in: ids } },
    pagination: false,
    depth: 0,
    select: GIG_SELECT,
    overrideAccess: false,
  })
  const byId = new Map(found.docs.map((gig) => [gig.id, gig]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}
