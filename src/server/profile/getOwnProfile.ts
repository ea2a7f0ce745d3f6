import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { PHOTO_POPULATE } from '../photos/photoUrl'
import type { User } from '../../payload-types'
import { profileCollection } from './profileCollection'
import { toOwnArtist, toOwnVenue, type OwnProfile } from './toOwnProfile'

/** The profile document `user` owns, if any (within `req`'s transaction when given). */
export async function findOwnProfileDoc(payload: Payload, user: User, req?: PayloadRequest) {
  const { docs } = await payload.find({
    collection: profileCollection(user),
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

/** The caller's own profile (public or not yet), or null before the first save. */
export async function getOwnProfile(payload: Payload, user: User): Promise<OwnProfile | null> {
  const doc = await findOwnProfileDoc(payload, user)
  if (!doc) return null
  return profileCollection(user) === 'artists'
    ? toOwnArtist(doc as Parameters<typeof toOwnArtist>[0])
    : toOwnVenue(doc as Parameters<typeof toOwnVenue>[0])
}
