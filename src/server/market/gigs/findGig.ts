import 'server-only'

import type { Payload } from 'payload'

import { parseRecordId } from '../../../lib/parseRecordId'
import { listGigRefs } from './listGigRefs'
import { GIG_SELECT, type PublicGig, toPublicGig } from './toPublicGig'

/** One gig by its id (a positive integer), past and cancelled ones included; null when unknown. */
export async function findGig(payload: Payload, id: unknown): Promise<PublicGig | null> {
  const gigId = parseRecordId(id)
  if (!gigId) return null
  const gig = await payload.findByID({
    collection: 'gigs',
    id: gigId,
    depth: 0,
    select: GIG_SELECT,
    overrideAccess: false,
    disableErrors: true,
  })
  return gig ? toPublicGig(gig, await listGigRefs(payload, [gig])) : null
}
