import 'server-only'

import { cityName, isCityKey } from '../../../lib/market/cities'
import type { BookingSummary } from '../bookings/toBookingSummary'

/** Folds and escapes one iCalendar text value (RFC 5545 §3.3.11). */
const text = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/\n/g, '\\n')
    .replace(/[,;]/g, (c) => `\\${c}`)

const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '')

/** Gig length assumed in the feed; gigs carry a start time only. */
const DURATION = 'PT3H'

/** One VEVENT per booking, in UTC. */
export function toIcsCalendar(bookings: BookingSummary[], now = new Date()): string {
  const events = bookings.flatMap((booking) => {
    const where = [booking.gig.venue, isCityKey(booking.gig.city) ? cityName(booking.gig.city) : '']
    return [
      'BEGIN:VEVENT',
      `UID:booking-${booking.id}@sahne`,
      `DTSTAMP:${stamp(now.toISOString())}`,
      `DTSTART:${stamp(new Date(booking.gig.date).toISOString())}`,
      `DURATION:${DURATION}`,
      `SUMMARY:${text(`${booking.gig.title} · ${booking.artist.name}`)}`,
      `LOCATION:${text(where.filter(Boolean).join(', '))}`,
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
  return lines.join('\r\n') + '\r\n'
}
