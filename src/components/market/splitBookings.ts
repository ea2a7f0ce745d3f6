import type { BookingSummary } from '@/server/market'

/** Confirmed bookings still ahead, and the rest (past, cancelled, completed) for the history. */
export function splitBookings(bookings: BookingSummary[], now = Date.now()) {
  const upcoming = bookings.filter(
    (booking) => booking.state === 'confirmed' && new Date(booking.gig.date).getTime() > now,
  )
  const past = bookings.filter((booking) => !upcoming.includes(booking)).reverse()
  return { upcoming, past }
}
