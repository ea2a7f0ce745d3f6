import 'server-only'

import type { Payload } from 'payload'

import { addDays } from '../../../lib/availability/calendarDay'
import { istanbulDay } from '../../../lib/market/istanbulTime'
import { gigDay } from './busyClash'
import { blocksOverlapping, bookingsBetween } from './busyWhere'

/** How far ahead the artist answer shows busy days. */
const BUSY_DAYS_AHEAD = 90

/**
 * The Istanbul days, from today over the next 90, on which artist `artistId` is busy (a block or
 * a confirmed booking), sorted, days only: never a note, a gig or which of the two. Full access:
 * blocks are the artist's own to read, and this answer gives away nothing of them but the day.
 */
export async function listBusyDays(
  payload: Payload,
  artistId: number,
  now = new Date(),
): Promise<string[]> {
  const from = istanbulDay(now)
  const to = addDays(from, BUSY_DAYS_AHEAD - 1)
  const [blocks, bookings] = await Promise.all([
    payload.find({
      collection: 'availability-blocks',
      overrideAccess: true,
      where: blocksOverlapping(artistId, from, to),
      select: { fromDay: true, toDay: true },
      pagination: false,
      depth: 0,
    }),
    payload.find({
      collection: 'bookings',
      overrideAccess: true,
      where: bookingsBetween(artistId, from, to),
      select: { gig: true },
      populate: { gigs: { date: true } },
      pagination: false,
      depth: 1,
    }),
  ])
  const days = new Set<string>()
  for (const block of blocks.docs) {
    const last = block.toDay < to ? block.toDay : to
    for (let day = block.fromDay < from ? from : block.fromDay; day <= last; day = addDays(day, 1))
      days.add(day)
  }
  for (const { gig } of bookings.docs) if (gig && typeof gig === 'object') days.add(gigDay(gig))
  return [...days].sort()
}
