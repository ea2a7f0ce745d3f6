import 'server-only'

import type { Payload } from 'payload'

import type { User } from '../../../payload-types'
import { profileCollection } from '../../people'

/** A public profile a notice leads to: its reviews section. */
export type ProfileRef = { kind: 'artist' | 'venue'; slug: string }

/**
 * The profile a review of `user` is about: their own, as each side reviews the other's profile
 * (an artist their booking's venue, a venue its artist) and each account has one. Read when the
 * notice is shown, so a renamed slug still leads there; null when they have none (any more). The
 * server's own read of a public slug: full access.
 */
export async function reviewedProfile(payload: Payload, user: User): Promise<ProfileRef | null> {
  const collection = profileCollection(user)
  if (!collection) return null
  const { docs } = await payload.find({
    collection,
    where: { user: { equals: user.id } },
    limit: 1,
    depth: 0,
    select: { slug: true },
    overrideAccess: true,
  })
  const slug = docs[0]?.slug
  return slug ? { kind: collection === 'artists' ? 'artist' : 'venue', slug } : null
}
