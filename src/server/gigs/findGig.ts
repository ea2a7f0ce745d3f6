import type { Payload } from 'payload'

import { ApiError } from '../http/ApiError'
import { parseRecordId } from '../http/parseRecordId'
import { gigMediaUrls } from './gigMediaUrls'
import { GIG_SELECT, type PublicGig, toPublicGig } from './toPublicGig'

/** One gig by its id (a positive integer); 404 for an unknown or malformed id. */
export async function findGig(
  payload: Payload,
  id: string,
  notFoundMessage: string,
): Promise<PublicGig> {
  const gigId = parseRecordId(id)
  const gig = gigId
    ? await payload.findByID({
        collection: 'gigs',
        id: gigId,
        depth: 0,
        select: GIG_SELECT,
        overrideAccess: false,
        disableErrors: true,
      })
    : null
  if (!gig) throw new ApiError(404, notFoundMessage)
  return toPublicGig(gig, await gigMediaUrls(payload, [gig]))
}
