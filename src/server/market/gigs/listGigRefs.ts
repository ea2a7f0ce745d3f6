import 'server-only'

import type { Payload } from 'payload'

import { photoUrl } from '../../people/photos/photoUrl'
import type { SelectedGig } from './toPublicGig'

export type GigRefs = {
  mediaUrls: Map<number, string>
  venueSlugs: Map<number, string>
  /** A public venue's photo, the picture of its gigs that have none of their own. */
  venuePhotos: Map<number, string>
}

const ids = (values: unknown[]) => [
  ...new Set(values.filter((id): id is number => typeof id === 'number')),
]

/**
 * The gigs' image URLs and venue slugs, one query each for all the gigs (not one per gig). Venues
 * are read with a visitor's access: only a public venue profile gets linked.
 */
export async function listGigRefs(payload: Payload, gigs: SelectedGig[]): Promise<GigRefs> {
  const imageIds = ids(gigs.map((g) => g.image))
  const venueIds = ids(gigs.map((g) => g.venueProfile))
  const [media, venues] = await Promise.all([
    imageIds.length
      ? payload.find({
          collection: 'media',
          where: { id: { in: imageIds } },
          pagination: false,
          depth: 0,
          select: { url: true, filename: true },
          overrideAccess: false,
        })
      : { docs: [] },
    venueIds.length
      ? payload.find({
          collection: 'venues',
          where: { id: { in: venueIds } },
          pagination: false,
          depth: 1,
          select: { slug: true, photo: true },
          populate: { photos: { url: true, filename: true } },
          overrideAccess: false,
        })
      : { docs: [] },
  ])
  const venuePhotos = new Map(
    venues.docs.flatMap((v) => {
      const url = photoUrl(v.photo)
      return url ? [[v.id, url] as const] : []
    }),
  )
  return {
    venuePhotos,
    mediaUrls: new Map(media.docs.flatMap((m) => (m.url ? [[m.id, m.url] as const] : []))),
    venueSlugs: new Map(venues.docs.flatMap((v) => (v.slug ? [[v.id, v.slug] as const] : []))),
  }
}
