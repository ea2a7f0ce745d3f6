import 'server-only'

import { escapeIcsText, icsDateTime, icsDocument } from '../../../lib/ics/icsText'
import { cityName, isCityKey } from '../../../lib/market/cities'
import type { BookingSummary } from '../bookings/toBookingSummary'
import type { Locale } from '../../../i18n/locales'
import { termsTimesText } from './termsTimesText'

/** Gig length assumed in the feed; gigs carry a start time only. */
const DURATION = 'PT3H'

/** What the feed reads of a booking. */
type CalendarBooking = Pick<BookingSummary, 'id' | 'state'> & {
  gig: Omit<BookingSummary['gig'], 'address' | 'venueRetired'>
  artist: Pick<BookingSummary['artist'], 'name'>
  terms?: BookingSummary['terms']
}

/** One VEVENT per booking, in UTC; its description gives the terms' load-in, soundcheck and set. */
export function toIcsCalendar(
  bookings: CalendarBooking[],
  now = new Date(),
  locale: Locale = 'tr',
): string {
  const events = bookings.flatMap((booking) => {
    const where = [booking.gig.venue, isCityKey(booking.gig.city) ? cityName(booking.gig.city) : '']
    return [
      'BEGIN:VEVENT',
      `UID:booking-${booking.id}@sahne`,
      `DTSTAMP:${icsDateTime(now)}`,
      `DTSTART:${icsDateTime(new Date(booking.gig.date))}`,
      `DURATION:${DURATION}`,
      `SUMMARY:${escapeIcsText(`${booking.gig.title} · ${booking.artist.name}`)}`,
      `LOCATION:${escapeIcsText(where.filter(Boolean).join(', '))}`,
      ...(booking.terms
        ? [`DESCRIPTION:${escapeIcsText(termsTimesText(booking.terms, locale))}`]
        : []),
      `STATUS:${booking.state === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
      'END:VEVENT',
    ]
  })
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Sahne//Bookings//TR',
    'CALSCALE:GREGORIAN',
    'X-WR-CALNAME:Sahne',
    ...events,
    'END:VCALENDAR',
  ]
  return icsDocument(lines)
}
