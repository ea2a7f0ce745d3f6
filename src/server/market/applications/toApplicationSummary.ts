import 'server-only'

import type { Application, Artist, Gig, Venue } from '../../../payload-types'
import { idOf, senderOf } from './parties'
import type { ArtistDraw } from '../shows/artistDraw'
import { toArtistCard, type ArtistCard } from './toArtistCard'

export type ApplicationSummary = {
  id: number
  kind: Application['kind']
  state: Application['state']
  closedReason: Application['closedReason']
  direction: 'sent' | 'received'
  message: string
  proposedFee: number | null
  responseMessage: string | null
  createdAt: string
  respondedAt: string | null
  gig: {
    id: number
    title: string
    date: string
    city: string
    venue: string
    /** The organizer deleted their account: the venue's name is the gig's text, its profile gone. */
    venueRetired: boolean
  }
  /** The card, with its draw where a venue sees it (`withDraw`). */
  artist: ArtistCard & Partial<ArtistDraw>
}

/** The venue's name: its profile's, else the gig's venue text. */
export const venueNameOf = (gig: Gig) =>
  (typeof gig.venueProfile === 'object' ? (gig.venueProfile as Venue | null)?.name : null) ??
  gig.venue ??
  ''

/** An application read at depth 2 (gig, artist and its photo populated), as `viewerId` sees it. */
export function toApplicationSummary(
  application: Application,
  viewerId: number,
): ApplicationSummary {
  const gig = application.gig as Gig
  return {
    id: application.id,
    kind: application.kind,
    state: application.state,
    closedReason: application.closedReason ?? null,
    direction: senderOf(application) === viewerId ? 'sent' : 'received',
    message: application.message ?? '',
    proposedFee: application.proposedFee ?? null,
    responseMessage: application.responseMessage ?? null,
    createdAt: application.createdAt,
    respondedAt: application.respondedAt ?? null,
    gig: {
      id: idOf(gig),
      title: gig.title ?? '',
      date: gig.date ?? '',
      city: gig.city ?? '',
      venue: venueNameOf(gig),
      venueRetired: application.organizer == null,
    },
    artist: toArtistCard(application.artist as number | Artist, application.artistUser == null),
  }
}
