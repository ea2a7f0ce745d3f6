import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { PHOTO_POPULATE, photoUrl } from '../../people'
import { countPerGig } from './countPerGig'
import type { GigRefs, SelectedGig } from './toPublicGig'

const ids = (values: unknown[]) => [
  ...new Set(values.filter((id): id is number => typeof id === 'number')),
]

/**
 * Confirmed (and completed) bookings per gig, what is taken of its slots. Bookings are private to
 * their parties; how many a gig has is public (its open slots), and a count reads none of them.
 */
const countBookings = (payload: Payload, gigIds: number[]) =>
  countPerGig(payload, sql`bookings`, gigIds, sql`state IN ('confirmed', 'completed')`)

const findPhotoUrls = async (payload: Payload, photoIds: number[]) => {
  if (!photoIds.length) return new Map<number, string>()
  const { docs } = await payload.find({
    collection: 'photos',
    where: { id: { in: photoIds } },
    pagination: false,
    depth: 0,
    select: PHOTO_POPULATE,
    overrideAccess: false,
  })
  return new Map(docs.flatMap((p) => (p.url ? [[p.id, p.url] as const] : [])))
}

/**
 * The gigs' image URLs, venue slugs and booking counts, one query each for all the gigs (not one
 * per gig). Venues are read with a visitor's access: only a public venue profile gets linked.
 */
export async function listGigRefs(payload: Payload, gigs: SelectedGig[]): Promise<GigRefs> {
  const imageIds = ids(gigs.map((g) => g.image))
  const venueIds = ids(gigs.map((g) => g.venueProfile))
  const [photoUrls, booked, media, venues] = await Promise.all([
    findPhotoUrls(payload, ids(gigs.map((g) => g.photo))),
    countBookings(
      payload,
      gigs.map((g) => g.id),
    ),
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
    photoUrls,
    booked,
    mediaUrls: new Map(media.docs.flatMap((m) => (m.url ? [[m.id, m.url] as const] : []))),
    venueSlugs: new Map(venues.docs.flatMap((v) => (v.slug ? [[v.id, v.slug] as const] : []))),
  }
}
