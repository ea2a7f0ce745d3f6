import 'server-only'

import type { Payload } from 'payload'

import type { Application, Artist, Gig, Venue } from '../../../payload-types'
import { PHOTO_POPULATE, photoUrl } from '../../people'
import { idOf } from './parties'

type ThreadAuthor = { name: string; photo: string | null }

/**
 * How the two parties appear in their thread: the artist's stage name and photo, the venue's
 * name and photo (else the gig's venue text). Called once the caller may see the application;
 * these are the profiles' public faces, hence full access.
 */
export async function threadAuthors(
  payload: Payload,
  application: Application,
): Promise<Map<number, ThreadAuthor>> {
  const [artist, gig] = await Promise.all([
    payload.findByID({
      collection: 'artists',
      id: idOf(application.artist),
      overrideAccess: true,
      depth: 1,
      select: { name: true, photo: true },
      populate: { photos: PHOTO_POPULATE },
    }) as Promise<Artist>,
    payload.findByID({
      collection: 'gigs',
      id: idOf(application.gig),
      overrideAccess: true,
      depth: 2,
      select: { venue: true, venueProfile: true },
      populate: { venues: { name: true, photo: true }, photos: PHOTO_POPULATE },
    }) as Promise<Gig>,
  ])
  const venue = typeof gig.venueProfile === 'object' ? (gig.venueProfile as Venue | null) : null
  return new Map([
    [idOf(application.artistUser), { name: artist.name ?? '', photo: photoUrl(artist.photo) }],
    [
      idOf(application.organizer),
      { name: venue?.name ?? gig.venue ?? '', photo: photoUrl(venue?.photo) },
    ],
  ])
}
