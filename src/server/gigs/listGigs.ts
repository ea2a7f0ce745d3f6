import type { Payload } from 'payload'

import { gigMediaUrls } from './gigMediaUrls'
import { GIG_SELECT, type PublicGig, toPublicGig } from './toPublicGig'

/** Every gig, soonest first. */
export async function listGigs(payload: Payload): Promise<PublicGig[]> {
  const { docs } = await payload.find({
    collection: 'gigs',
    sort: 'date',
    pagination: false,
    depth: 0,
    select: GIG_SELECT,
    overrideAccess: false,
  })
  const mediaUrls = await gigMediaUrls(payload, docs)
  return docs.map((gig) => toPublicGig(gig, mediaUrls))
}
