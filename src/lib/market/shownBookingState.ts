import type { TermsStatus } from './bookingTerms'

type BookingState = 'confirmed' | 'cancelled' | 'completed'

/**
 * The state a booking's badge shows: a booking is confirmed once the artist confirmed its terms;
 * before that it waits for terms (`termsPending`), or for the organizer's answer to the artist's
 * change request (`changeRequested`). Cancelled and completed bookings say so.
 */
export function shownBookingState(booking: {
  state: BookingState
  termsStatus: TermsStatus
  termsChangeRequest?: unknown
}): BookingState | 'termsPending' | 'changeRequested' {
  if (booking.state !== 'confirmed') return booking.state
  if (booking.termsChangeRequest) return 'changeRequested'
  return booking.termsStatus === 'confirmed' ? 'confirmed' : 'termsPending'
}
