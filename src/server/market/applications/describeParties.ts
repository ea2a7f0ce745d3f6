import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import type { Application, Gig } from '../../../payload-types'
import { venueNameOf } from '../gigs/gigSummary'
import { idOf } from './parties'

/** The names a notification about an application or its booking shows. */
export type PartyNames = { gig: string; artist: string; venue: string }

/** The gig's title, the artist's stage name and the venue's name (see venueNameOf). */
export const partyNames = (gig: Gig, artistName: string | null | undefined): PartyNames => ({
  gig: gig.title,
  artist: artistName ?? '',
  venue: venueNameOf(gig),
})

/** Reads the names a notification about `application` (or its booking) shows (see partyNames). */
export async function describeParties(
  payload: Payload,
  application: Pick<Application, 'gig' | 'artist'>,
  req?: Partial<PayloadRequest>,
): Promise<PartyNames> {
  // Names only, for the server's own notices: read with full access.
  const [gig, artist] = await Promise.all([
    payload.findByID({
      collection: 'gigs',
      overrideAccess: true,
      id: idOf(application.gig),
      depth: 1,
      req,
    }),
    artistName(payload, idOf(application.artist), req),
  ])
  return partyNames(gig, artist)
}

/** An artist's stage name, for the server's own notices. */
export async function artistName(
  payload: Payload,
  id: number,
  req?: Partial<PayloadRequest>,
): Promise<string | null> {
  const artist = await payload.findByID({
    collection: 'artists',
    overrideAccess: true,
    id,
    depth: 0,
    select: { name: true },
    req,
  })
  return artist.name ?? null
}
