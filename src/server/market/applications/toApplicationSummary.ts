import 'server-only'

import type { Application, Artist, Gig } from '../../../payload-types'
import { idOf, senderOf } from './parties'

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
  gig: { id: number; title: string; date: string; city: string; venue: string }
  artist: { id: number; name: string; slug: string }
}

/** An application read at depth 1 (gig and artist populated), as `viewerId` sees it. */
export function toApplicationSummary(
  application: Application,
  viewerId: number,
): ApplicationSummary {
  const gig = application.gig as Gig
  const artist = application.artist as Artist
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
      venue: gig.venue ?? '',
    },
    artist: { id: idOf(artist), name: artist.name ?? '', slug: artist.slug ?? '' },
  }
}
