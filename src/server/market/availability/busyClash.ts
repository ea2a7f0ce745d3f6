import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { fail, type Failure } from '../../platform'
import { istanbulDay, istanbulDayDate } from '../../../lib/market/istanbulTime'
import type { Gig } from '../../../payload-types'
import { blocksOverlapping, bookingsBetween } from './busyWhere'

/** Why an artist cannot take a day: a confirmed booking (which gig, where) or a block. */
type Clash = { kind: 'booking'; gig: string; venue: string } | { kind: 'block' }

/** The Istanbul calendar day a gig is on. */
export const gigDay = (gig: Pick<Gig, 'date'>): string => istanbulDay(new Date(gig.date))

/**
 * What keeps artist `artistId` busy on Istanbul day `day`, or null when the day is free: another
 * confirmed booking whose gig is that day, else a block covering it. The server's own check, so
 * full access; inside a transaction pass its `req` to read under its locks.
 */
export async function findBusyClash(
  payload: Payload,
  artistId: number,
  day: string,
  req?: PayloadRequest,
): Promise<Clash | null> {
  const { docs } = await payload.find({
    collection: 'bookings',
    overrideAccess: true,
    where: bookingsBetween(artistId, day, day),
    depth: 1,
    limit: 1,
    select: { gig: true },
    populate: { gigs: { title: true, venue: true } },
    req,
  })
  const gig = docs[0]?.gig
  if (gig && typeof gig === 'object')
    return { kind: 'booking', gig: gig.title, venue: gig.venue ?? '' }
  const { totalDocs } = await payload.count({
    collection: 'availability-blocks',
    overrideAccess: true,
    where: blocksOverlapping(artistId, day, day),
    req,
  })
  return totalDocs > 0 ? { kind: 'block' } : null
}

/** The 409 naming the clash, worded for the artist (`self`) or for the other party. */
export function clashFailure(clash: Clash, day: string, self = false): Failure<'conflict'> {
  if (clash.kind === 'block')
    return fail(
      'conflict',
      self ? 'Availability.errors.youBlockedThatDay' : 'Availability.errors.blockedThatDay',
      { values: { day: istanbulDayDate(day) } },
    )
  return fail(
    'conflict',
    self ? 'Availability.errors.youAreBookedThatDay' : 'Availability.errors.bookedThatDay',
    { values: { day: istanbulDayDate(day), gig: clash.gig, venue: clash.venue } },
  )
}
