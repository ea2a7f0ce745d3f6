import 'server-only'

import type { Artist, Booking, Gig, Venue } from '../../../payload-types'
import { bookedFee, type AgreedFee } from './agreedFee'
import { idOf } from '../applications/parties'
import { toGigSummary, type GigSummary } from '../gigs/gigSummary'
import { toArtistCard, type ArtistCard } from '../applications/toArtistCard'
import type { BookingTerms, TermsStatus } from '../../../lib/market/bookingTerms'
import type { CancelledFor } from '../../../lib/market/cancelledFor'
import { termsStatusOf, toBookingTerms } from './terms/toBookingTerms'

export type BookingSummary = {
  id: number
  application: number
  state: Booking['state']
  /** What a party wrote when cancelling. */
  cancelReason: string | null
  /** Why the site cancelled it, as a key the reader's language shows (`Bookings.cancelledFor`). */
  cancelledFor: CancelledFor | null
  gig: GigSummary & { address: string | null }
  artist: ArtistCard
  fee: AgreedFee
  /** The other party's email: only for the two parties of a confirmed booking (see listMyBookings). */
  contact: string | null
  termsStatus: TermsStatus
  terms: BookingTerms | null
  /** Which proposal the terms are: the artist's confirmation names it. */
  termsProposedAt: string | null
  /** The artist's answer to proposed terms asking for a change, until the next proposal. */
  termsChangeRequest: { message: string; at: string } | null
}

/** A booking read at depth 2 (application, gig, its venue and the artist populated). */
export function toBookingSummary(booking: Booking, contact: string | null = null): BookingSummary {
  const gig = booking.gig as Gig
  const venue = typeof gig.venueProfile === 'object' ? (gig.venueProfile as Venue | null) : null
  return {
    id: booking.id,
    application: idOf(booking.application as number | { id: number }),
    state: booking.state,
    cancelReason: booking.cancelReason ?? null,
    cancelledFor: booking.cancelledFor ?? null,
    gig: { ...toGigSummary(gig, booking.organizer == null), address: venue?.address ?? null },
    artist: toArtistCard(booking.artist as Artist | number, booking.artistUser == null),
    fee: bookedFee(booking),
    contact: booking.state === 'confirmed' ? contact : null,
    termsStatus: termsStatusOf(booking),
    terms: toBookingTerms(booking),
    termsProposedAt: booking.terms?.proposedAt ?? null,
    termsChangeRequest:
      booking.termsStatus === 'proposed' && booking.terms?.changeRequest
        ? {
            message: booking.terms.changeRequest,
            at: booking.terms.changeRequestedAt ?? booking.terms.proposedAt ?? '',
          }
        : null,
  }
}
