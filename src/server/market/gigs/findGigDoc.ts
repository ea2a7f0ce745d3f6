import 'server-only'

import type { Payload } from 'payload'

import { parseRecordId } from '../../../lib/parseRecordId'
import type { Gig, User } from '../../../payload-types'

/** The gig a path's id names, as `user` may read it (depth 0); null when unknown or malformed. */
export async function findGigDoc(
  payload: Payload,
  user: User,
  idParam: unknown,
): Promise<Gig | null> {
  const gigId = parseRecordId(idParam)
  if (!gigId) return null
  return payload.findByID({
    collection: 'gigs',
    id: gigId,
    depth: 0,
    overrideAccess: false,
    user,
    disableErrors: true,
  })
}
