import type { FieldHook } from 'payload'

import { hasRole } from '../../../access/hasRole'
import type { AvailabilityBlock } from '../../../src/payload-types'

/** An artist files blocks for their own profile only, whatever the request names. */
export const ownArtistOnCreate: FieldHook<AvailabilityBlock> = async ({
  value,
  operation,
  req,
}) => {
  if (operation !== 'create' || !req.user || hasRole(req.user, 'admin')) return value
  // Full access: finding the requester's own profile, whatever its visibility.
  const { docs } = await req.payload.find({
    collection: 'artists',
    where: { user: { equals: req.user.id } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
  })
  return docs[0]?.id ?? null
}
