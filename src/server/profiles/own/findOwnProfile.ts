import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import type { User } from '../../../payload-types'
import type { Failure } from '../../platform'
import { PHOTO_POPULATE } from '../../people'
import { noProfileForRole, profileCollection } from '../../people'
import { toOwnArtist, toOwnVenue, type OwnProfile } from './toOwnProfile'

/** The profile document `user` owns in `collection`, if any (within `req`'s transaction). */
export async function findOwnProfileDoc(
  payload: Payload,
  user: User,
  collection: 'artists' | 'venues',
  req?: PayloadRequest,
) {
  const { docs } = await payload.find({
    collection,
    where: { user: { equals: user.id } },
    limit: 1,
    depth: 1,
    locale: 'all',
    populate: { photos: PHOTO_POPULATE },
    // The owner field would populate the account: keep it an id.
    select: { user: false },
    overrideAccess: false,
    user,
    req,
  })
  return docs[0] ?? null
}

/**
 * The caller's own profile (public or not yet), null before the first save; forbidden for an
 * account that has none (a fan, an admin).
 */
export async function findOwnProfile(
  payload: Payload,
  user: User,
): Promise<OwnProfile | Failure<'forbidden'> | null> {
  const collection = profileCollection(user)
  if (!collection) return noProfileForRole()
  const doc = await findOwnProfileDoc(payload, user, collection)
  if (!doc) return null
  return collection === 'artists'
    ? toOwnArtist(doc as Parameters<typeof toOwnArtist>[0])
    : toOwnVenue(doc as Parameters<typeof toOwnVenue>[0])
}
