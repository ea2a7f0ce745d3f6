import 'server-only'

import { escapeIcsText, icsDateTime, icsDocument } from '@/lib/ics/icsText'
import type { PublicGig } from './toPublicGig'

// The issue gives gigs a start only; a calendar entry needs an end, so an evening of three hours.
const DEFAULT_LENGTH_MS = 3 * 60 * 60 * 1000

/** One gig as an iCalendar file (RFC 5545) with a stable UID, so a second import updates it. */
export function gigCalendar(gig: PublicGig, pageUrl: string, now = new Date()): string {
  const start = new Date(gig.date)
  const location = [gig.venue, gig.city].filter(Boolean).join(', ')
  const summary = gig.status === 'cancelled' ? `[X] ${gig.title}` : gig.title
  return icsDocument([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Sahne//Gigs//TR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:gig-${gig.id}@sahne`,
    `DTSTAMP:${icsDateTime(now)}`,
    `DTSTART:${icsDateTime(start)}`,
    `DTEND:${icsDateTime(new Date(start.getTime() + DEFAULT_LENGTH_MS))}`,
    `SUMMARY:${escapeIcsText(summary)}`,
    ...(location ? [`LOCATION:${escapeIcsText(location)}`] : []),
    `DESCRIPTION:${escapeIcsText(gig.shortDescription || gig.description || gig.title)}`,
    `URL:${pageUrl}`,
    `STATUS:${gig.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ])
}
