import 'server-only'

import type { Application, Artist, Booking, Gig } from '../../../payload-types'
import { senderOf } from './parties'
import type { ArtistDraw } from '../shows/artistDraw'
import { toArtistCard, type ArtistCard } from './toArtistCard'
import { toGigSummary, type GigSummary } from '../gigs/gigSummary'

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
  gig: GigSummary
  /** An accepted application's booking state (`withBookingState`): cancelled since, say. */
  bookingState?: Booking['state']
  /** The card, with its draw where a venue sees it (`withDraw`). */
  artist: ArtistCard & Partial<ArtistDraw>
}

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
    gig: toGigSummary(gig, application.organizer == null),
    artist: toArtistCard(application.artist as number | Artist, application.artistUser == null),
  }
}
