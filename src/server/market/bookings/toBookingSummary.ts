import 'server-only'

import type { Application, Artist, Booking, Gig, Venue } from '../../../payload-types'
import { idOf } from '../applications/parties'
import { venueNameOf } from '../applications/toApplicationSummary'
import { toArtistCard, type ArtistCard } from '../applications/toArtistCard'
import type { BookingTerms, TermsStatus } from '../../../lib/market/bookingTerms'
import type { CancelledFor } from '../../../lib/market/cancelledFor'
import { termsStatusOf, toBookingTerms } from './terms/toBookingTerms'

/** The fee agreed: the accepted application's proposed amount, else what the gig offered. */
export type AgreedFee =
  | { type: 'proposed' | 'fixed'; amount: number }
  | { type: 'range'; min: number; max: number }
  | { type: 'door' }
  | null

export type BookingSummary = {
  id: number
  application: number
  state: Booking['state']
  /** What a party wrote when cancelling. */
  cancelReason: string | null
  /** Why the site cancelled it, as a key the reader's language shows (`Bookings.cancelledFor`). */
  cancelledFor: CancelledFor | null
  gig: {
    id: number
    title: string
    date: string
    city: string
    venue: string
    address: string | null
    /** The organizer deleted their account: the venue's name is the gig's text, its profile gone. */
    venueRetired: boolean
  }
  artist: ArtistCard
  fee: AgreedFee
  /** The other party's email: only for the two parties of a confirmed booking (see listMyBookings). */
  contact: string | null
  termsStatus: TermsStatus
  terms: BookingTerms | null
  /** Which proposal the terms are: the artist's confirmation names it. */
  termsProposedAt: string | null
}

/** The fee as it stands when a booking is made: what the booking then stores (`agreedFee`). */
export function agreedFee(application: Application | number, gig: Gig): AgreedFee {
  const proposed = typeof application === 'object' ? application.proposedFee : null
  if (proposed != null) return { type: 'proposed', amount: proposed }
  const fee = gig.fee
  if (fee?.type === 'fixed' && fee.amount != null) return { type: 'fixed', amount: fee.amount }
  if (fee?.type === 'range' && fee.min != null && fee.max != null)
    return { type: 'range', min: fee.min, max: fee.max }
  if (fee?.type === 'door') return { type: 'door' }
  return null
}

/** The fee a booking stored when it was made; later edits of the gig never reach it. */
export function bookedFee(booking: Pick<Booking, 'agreedFee'>): AgreedFee {
  const fee = booking.agreedFee
  if ((fee?.type === 'proposed' || fee?.type === 'fixed') && fee.amount != null)
    return { type: fee.type, amount: fee.amount }
  if (fee?.type === 'range' && fee.min != null && fee.max != null)
    return { type: 'range', min: fee.min, max: fee.max }
  if (fee?.type === 'door') return { type: 'door' }
  return null
}

/** What a new booking stores of `fee` (every field written, so nothing is left from a default). */
export const toStoredFee = (fee: AgreedFee): NonNullable<Booking['agreedFee']> => ({
  type: fee?.type ?? null,
  amount: fee && 'amount' in fee ? fee.amount : null,
  min: fee?.type === 'range' ? fee.min : null,
  max: fee?.type === 'range' ? fee.max : null,
})

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
    gig: {
      id: idOf(gig),
      title: gig.title ?? '',
      date: gig.date ?? '',
      city: gig.city ?? '',
      venue: venueNameOf(gig),
      address: venue?.address ?? null,
      venueRetired: booking.organizer == null,
    },
    artist: toArtistCard(booking.artist as Artist | number, booking.artistUser == null),
    fee: bookedFee(booking),
    contact: booking.state === 'confirmed' ? contact : null,
    termsStatus: termsStatusOf(booking),
    terms: toBookingTerms(booking),
    termsProposedAt: booking.terms?.proposedAt ?? null,
  }
}
