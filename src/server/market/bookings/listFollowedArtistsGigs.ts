import 'server-only'

import type { Payload } from 'payload'

import type { Artist, Gig, User } from '../../../payload-types'
import { idOf } from '../applications/parties'
import { venueNameOf } from '../gigs/gigSummary'

export type FollowedGig = {
  booking: number
  gig: { id: number; title: string; date: string; city: string; venue: string }
  artist: { name: string; slug: string }
}

/**
 * The upcoming confirmed gigs of the artists `user` follows, soonest first: what a fan's
 * "artist booked" notices told them, which the gig pages show publicly anyway.
 */
export async function listFollowedArtistsGigs(
  payload: Payload,
  user: User,
  now = new Date(),
): Promise<FollowedGig[]> {
  const { docs: follows } = await payload.find({
    collection: 'follows',
    where: { follower: { equals: user.id } },
    select: { artist: true },
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  const artists = follows.map((follow) => idOf(follow.artist))
  if (!artists.length) return []
  // Bookings are private to their parties; only the public facts of the gig leave here.
  const { docs } = await payload.find({
    collection: 'bookings',
    overrideAccess: true,
    where: {
      and: [
        { artist: { in: artists } },
        { state: { equals: 'confirmed' } },
        { 'gig.date': { greater_than: now.toISOString() } },
      ],
    },
    sort: 'gig.date',
    limit: 50,
    depth: 2,
    populate: { venues: { name: true }, artists: { name: true, slug: true, isPublic: true } },
  })
  return docs.flatMap((booking) => {
    const gig = booking.gig as Gig
    const artist = booking.artist as Artist
    if (!artist.isPublic) return []
    return [
      {
        booking: booking.id,
        gig: {
          id: gig.id,
          title: gig.title,
          date: gig.date,
          city: gig.city ?? '',
          venue: venueNameOf(gig),
        },
        artist: { name: artist.name ?? '', slug: artist.slug ?? '' },
      },
    ]
  })
}
