import 'server-only'

import type { Where } from 'payload'

import { addDays, dayStart } from '../../../lib/availability/calendarDay'

/** What makes an artist busy, as queries over Istanbul days `from` to `to`, both included. */

/** Artist `artistId`'s confirmed or completed bookings whose gig falls on one of the days. */
export const bookingsBetween = (artistId: number, from: string, to: string): Where => ({
  and: [
    { artist: { equals: artistId } },
    { state: { in: ['confirmed', 'completed'] } },
    { 'gig.date': { greater_than_equal: dayStart(from) } },
    { 'gig.date': { less_than: dayStart(addDays(to, 1)) } },
  ],
})

/** Artist `artistId`'s blocks covering at least one of the days. */
export const blocksOverlapping = (artistId: number, from: string, to: string): Where => ({
  and: [
    { artist: { equals: artistId } },
    { fromDay: { less_than_equal: to } },
    { toDay: { greater_than_equal: from } },
  ],
})
