import 'server-only'

import type { Artist, Booking, Gig } from '../../../payload-types'
import { idOf } from '../applications/parties'

export type BookingSummary = {
  id: number
  application: number
  state: Booking['state']
  cancelReason: string | null
  gig: { id: number; title: string; date: string; city: string; venue: string }
  artist: { id: number; name: string; slug: string }
}

/** A booking read at depth 1 (gig and artist populated). */
export function toBookingSummary(booking: Booking): BookingSummary {
  const gig = booking.gig as Gig
  const artist = booking.artist as Artist
  return {
    id: booking.id,
    application: idOf(booking.application as number | { id: number }),
    state: booking.state,
    cancelReason: booking.cancelReason ?? null,
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
