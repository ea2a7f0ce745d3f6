import 'server-only'

import { ValidationError, type Payload } from 'payload'

import type { User } from '../../../payload-types'
import { isStorableText } from '../../../lib/storableText'

type FollowState = { following: boolean; followerCount: number }

/** The public artist behind a slug, as `user` sees it; null when there is none. */
async function findFollowable(payload: Payload, user: User, slug: string) {
  if (!isStorableText(slug)) return null
  const { docs } = await payload.find({
    collection: 'artists',
    where: { and: [{ slug: { equals: slug } }, { isPublic: { equals: true } }] },
    limit: 1,
    depth: 0,
    select: { followerCount: true },
    overrideAccess: false,
    user,
  })
  return docs[0] ?? null
}

async function followState(payload: Payload, user: User, artistId: number, following: boolean) {
  const artist = await payload.findByID({
    collection: 'artists',
    id: artistId,
    depth: 0,
    select: { followerCount: true },
    overrideAccess: false,
    user,
  })
  return { following, followerCount: Number(artist.followerCount ?? 0) }
}

/**
 * `user` follows the artist; following twice changes nothing. Two requests at once both try to
 * create the row: the unique (follower, artist) index lets one win and the other is a no-op.
 */
export async function followArtist(
  payload: Payload,
  user: User,
  slug: string,
): Promise<FollowState | null> {
  const artist = await findFollowable(payload, user, slug)
  if (!artist) return null
  try {
    await payload.create({
      collection: 'follows',
      data: { follower: user.id, artist: artist.id },
      overrideAccess: false,
      user,
    })
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
  }
  return followState(payload, user, artist.id, true)
}

/** `user` stops following the artist; unfollowing twice changes nothing. */
export async function unfollowArtist(
  payload: Payload,
  user: User,
  slug: string,
): Promise<FollowState | null> {
  const artist = await findFollowable(payload, user, slug)
  if (!artist) return null
  await payload.delete({
    collection: 'follows',
    where: { and: [{ follower: { equals: user.id } }, { artist: { equals: artist.id } }] },
    overrideAccess: false,
    user,
  })
  return followState(payload, user, artist.id, false)
}
