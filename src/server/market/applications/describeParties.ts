import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import type { Application } from '../../../payload-types'
import { idOf } from './parties'

/**
 * The names a notification about `application` (or its booking) shows: the gig's title, the artist's stage name
 * and the venue (its profile's name, else the gig's venue text).
 */
export async function describeParties(
  payload: Payload,
  application: Pick<Application, 'gig' | 'artist'>,
  req?: Partial<PayloadRequest>,
): Promise<{ gig: string; artist: string; venue: string }> {
  // Names only, for the server's own notices: read with full access.
  const [gig, artist] = await Promise.all([
    payload.findByID({
      collection: 'gigs',
      overrideAccess: true,
      id: idOf(application.gig),
      depth: 1,
      req,
    }),
    payload.findByID({
      collection: 'artists',
      overrideAccess: true,
      id: idOf(application.artist),
      depth: 0,
      req,
    }),
  ])
  const venueProfile = typeof gig.venueProfile === 'object' ? gig.venueProfile : null
  return {
    gig: gig.title,
    artist: artist.name ?? '',
    venue: venueProfile?.name ?? gig.venue ?? '',
  }
}
