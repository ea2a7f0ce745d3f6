import 'server-only'

import type { Payload } from 'payload'

import type { Application, Artist, Gig, Venue } from '../../../payload-types'
import { idOf } from '../applications/parties'

/** A public profile a notice leads to: its reviews section. */
export type ProfileRef = { kind: 'artist' | 'venue'; slug: string }

/**
 * The profile `userId` was reviewed as on the booking of `applicationId`: the artist's when they
 * are its artist, else the venue's. Read when the notice is shown, so a renamed slug still leads
 * there; null when the profile is gone. The server's own read of public names: full access.
 */
export async function reviewedProfile(
  payload: Payload,
  applicationId: number,
  userId: number,
): Promise<ProfileRef | null> {
  const application = (await payload
    .findByID({
      collection: 'applications',
      id: applicationId,
      overrideAccess: true,
      depth: 2,
      select: { artist: true, artistUser: true, gig: true },
      populate: { artists: { slug: true }, gigs: { venueProfile: true }, venues: { slug: true } },
      disableErrors: true,
    })
    .catch(() => null)) as Application | null
  if (!application) return null
  if (idOf(application.artistUser) === userId) {
    const artist = typeof application.artist === 'object' ? (application.artist as Artist) : null
    return artist?.slug ? { kind: 'artist', slug: artist.slug } : null
  }
  const gig = typeof application.gig === 'object' ? (application.gig as Gig) : null
  const venue = typeof gig?.venueProfile === 'object' ? (gig.venueProfile as Venue | null) : null
  return venue?.slug ? { kind: 'venue', slug: venue.slug } : null
}
