import 'server-only'

import type { Payload } from 'payload'

import type { Artist } from '../../../payload-types'
import { photoUrl, PHOTO_POPULATE } from '../../people'
import { idOf } from '../applications/parties'

/** A booked artist as a show's page and cards show them. */
export type LineupArtist = { name: string; slug: string | null; photo: string | null }

export const toLineupArtist = (artist: Artist): LineupArtist => ({
  name: artist.name ?? '',
  // A hidden profile is named but not linked.
  slug: artist.isPublic === false ? null : (artist.slug ?? null),
  photo: photoUrl(artist.photo),
})

/**
 * The lineups of `gigIds`: the artists of their confirmed bookings, in booking order. A lineup is
 * public while bookings are private to their parties, so the server reads them with full access
 * and keeps only the artists' public names and photos.
 */
export async function listLineups(
  payload: Payload,
  gigIds: number[],
): Promise<Map<number, LineupArtist[]>> {
  const lineups = new Map<number, LineupArtist[]>(gigIds.map((id) => [id, []]))
  if (!gigIds.length) return lineups
  const { docs } = await payload.find({
    collection: 'bookings',
    overrideAccess: true,
    where: { and: [{ gig: { in: gigIds } }, { state: { equals: 'confirmed' } }] },
    sort: 'createdAt',
    pagination: false,
    depth: 2,
    select: { gig: true, artist: true },
    populate: {
      artists: { name: true, slug: true, photo: true, isPublic: true },
      photos: PHOTO_POPULATE,
    },
  })
  for (const booking of docs) {
    if (typeof booking.artist !== 'object') continue
    lineups.get(idOf(booking.gig as number | { id: number }))?.push(toLineupArtist(booking.artist))
  }
  return lineups
}
