import type { Payload } from 'payload'

import { ApiError } from '../http/ApiError'
import { gigMediaUrls } from './gigMediaUrls'
import { GIG_SELECT, type PublicGig, toPublicGig } from './toPublicGig'

/** One gig by its id (a positive integer); 404 for an unknown or malformed id. */
export async function findGig(
  payload: Payload,
  id: string,
  notFoundMessage: string,
): Promise<PublicGig> {
  const gig = /^\d{1,15}$/.test(id)
    ? await payload.findByID({
        collection: 'gigs',
        id: Number(id),
        depth: 0,
        select: GIG_SELECT,
        overrideAccess: false,
        disableErrors: true,
      })
    : null
  if (!gig) throw new ApiError(404, notFoundMessage)
  return toPublicGig(gig, await gigMediaUrls(payload, [gig]))
}
