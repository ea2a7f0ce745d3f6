import 'server-only'

import type { Payload } from 'payload'

import { hasRole } from '../../../../access/hasRole'
import { isStorableText } from '../../../lib/storableText'
import type { User } from '../../../payload-types'
import { PHOTO_POPULATE } from '../../people'
import { toPublicPressKit, toRider, type VenuePressKit } from './toPressKit'

/**
 * Who may read an artist's technical rider and fee range: signed-in organizers (every party of a booking on the
 * venue's side is one), admins and the artist themself. Everyone else gets no rider at all.
 */
const maySeeRider = (viewer: User | null, ownerId: number | null): boolean =>
  Boolean(
    viewer && (hasRole(viewer, 'admin') || hasRole(viewer, 'organizer') || viewer.id === ownerId),
  )

/**
 * The rider and fee range of the public artist `slug` for `viewer`; null when the viewer may not
 * see them (or there is no such artist). Read per request, never through the shared cache.
 */
export async function findArtistRider(
  payload: Payload,
  slug: string,
  viewer: User | null,
): Promise<VenuePressKit | null> {
  if (!viewer || !isStorableText(slug)) return null
  // The rider is no public field; whether this viewer may read it is decided below.
  const { docs } = await payload.find({
    collection: 'artists',
    overrideAccess: true,
    where: { and: [{ slug: { equals: slug } }, { isPublic: { equals: true } }] },
    limit: 1,
    depth: 1,
    select: { user: true, rider: true, feeRange: true },
    populate: { photos: PHOTO_POPULATE, users: { role: true } },
  })
  const artist = docs[0]
  const owner = typeof artist?.user === 'object' ? artist.user?.id : artist?.user
  if (!artist || !maySeeRider(viewer, owner ?? null)) return null
  return { rider: toRider(artist.rider), feeRange: toPublicPressKit(artist).feeRange }
}
