import 'server-only'

import type { Payload } from 'payload'

import type { User, Venue } from '../../../payload-types'

/** The user's own venue profile (finished or not), or null when they have none. */
export async function findOwnVenue(
  payload: Payload,
  user: User,
): Promise<Pick<Venue, 'id' | 'name' | 'city'> | null> {
  const { docs } = await payload.find({
    collection: 'venues',
    where: { user: { equals: user.id } },
    limit: 1,
    depth: 0,
    select: { name: true, city: true },
    overrideAccess: false,
    user,
  })
  return docs[0] ?? null
}
