import 'server-only'

import type { Payload } from 'payload'

import { listGigRefs } from '../../market'
import { GIG_SELECT, type PublicGig, toPublicGig } from '../../market'

const MAX_UPCOMING = 50

/** The venue's open gigs still to come, soonest first. */
export async function listUpcomingVenueGigs(
  payload: Payload,
  venueId: number,
): Promise<PublicGig[]> {
  const { docs } = await payload.find({
    collection: 'gigs',
    where: {
      and: [
        { venueProfile: { equals: venueId } },
        { status: { equals: 'open' } },
        { date: { greater_than: new Date().toISOString() } },
      ],
    },
    sort: 'date',
    limit: MAX_UPCOMING,
    depth: 0,
    select: GIG_SELECT,
    overrideAccess: false,
    user: null,
  })
  const refs = await listGigRefs(payload, docs)
  return docs.map((gig) => toPublicGig(gig, refs))
}
