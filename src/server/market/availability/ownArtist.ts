import 'server-only'

import type { Payload } from 'payload'

import type { Artist, User } from '../../../payload-types'
import { fail, type Failure } from '../../platform'

/** The signed-in artist's own profile: forbidden for other roles, a conflict without a profile. */
export async function ownArtist(
  payload: Payload,
  user: User,
): Promise<Artist | Failure<'forbidden' | 'conflict'>> {
  if (user.role !== 'artist') return fail('forbidden', 'Availability.errors.onlyArtists')
  const { docs } = await payload.find({
    collection: 'artists',
    where: { user: { equals: user.id } },
    depth: 0,
    limit: 1,
    overrideAccess: false,
    user,
  })
  return docs[0] ?? fail('conflict', 'Availability.errors.noProfile')
}
