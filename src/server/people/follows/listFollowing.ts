import 'server-only'

import type { Payload } from 'payload'

import { PHOTO_POPULATE } from '../photos/photoUrl'
import type { Artist, User } from '../../../payload-types'
import {
  ARTIST_LIST_SELECT,
  toArtistListItem,
  type ArtistListItem,
} from '../profile/toPublicArtist'

const MAX_FOLLOWING = 500

/** The public artists `user` follows, latest follow first. */
export async function listFollowing(payload: Payload, user: User): Promise<ArtistListItem[]> {
  const { docs: follows } = await payload.find({
    collection: 'follows',
    where: { follower: { equals: user.id } },
    sort: '-createdAt',
    limit: MAX_FOLLOWING,
    depth: 0,
    select: { artist: true },
    overrideAccess: false,
    user,
  })
  const ids = follows.flatMap((f) => (typeof f.artist === 'number' ? [f.artist] : []))
  if (ids.length === 0) return []
  const { docs } = await payload.find({
    collection: 'artists',
    where: { and: [{ id: { in: ids } }, { isPublic: { equals: true } }] },
    pagination: false,
    depth: 1,
    select: ARTIST_LIST_SELECT,
    populate: { photos: PHOTO_POPULATE },
    overrideAccess: false,
    user,
  })
  const byId = new Map(docs.map((artist) => [artist.id, artist as Artist]))
  return ids.flatMap((id) => {
    const artist = byId.get(id)
    return artist ? [toArtistListItem(artist)] : []
  })
}
