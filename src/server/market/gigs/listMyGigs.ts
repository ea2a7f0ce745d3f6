import 'server-only'

import type { Payload } from 'payload'

import type { User } from '../../../payload-types'
import { listGigRefs } from './listGigRefs'
import { GIG_SELECT, type PublicGig, toPublicGig } from './toPublicGig'

/** The gigs the user posted, every status, latest start first ("My gigs" on the profile). */
export async function listMyGigs(payload: Payload, user: User): Promise<PublicGig[]> {
  const { docs } = await payload.find({
    collection: 'gigs',
    where: { organizer: { equals: user.id } },
    sort: '-date',
    limit: 100,
    depth: 0,
    select: GIG_SELECT,
    overrideAccess: false,
    user,
  })
  const refs = await listGigRefs(payload, docs)
  return docs.map((gig) => toPublicGig(gig, refs))
}
