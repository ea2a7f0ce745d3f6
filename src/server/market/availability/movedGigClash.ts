import 'server-only'

import type { PayloadRequest } from 'payload'

import { fail, lockRow, type Failure } from '../../platform'
import { istanbulDayDate } from '../../../lib/market/istanbulTime'
import { findBusyClash } from './busyClash'

/**
 * Before gig `gigId` moves to Istanbul day `day`, inside the move's transaction and under the
 * gig's lock: each artist booked for it (locked in turn, after the gig, as an accept locks them)
 * must be free that day, or the move is a 409 naming the artist and the clash, beside the date.
 * The gig's own booking is on its old day, so it never clashes with itself.
 */
export async function movedGigClash(
  req: PayloadRequest,
  gigId: number,
  day: string,
): Promise<Failure<'conflict'> | null> {
  // The move's own check over the gig's bookings, which are closed to direct reads.
  const { docs } = await req.payload.find({
    collection: 'bookings',
    overrideAccess: true,
    where: { and: [{ gig: { equals: gigId } }, { state: { equals: 'confirmed' } }] },
    select: { artist: true },
    populate: { artists: { name: true } },
    pagination: false,
    depth: 1,
    req,
  })
  for (const { artist } of docs) {
    if (!artist || typeof artist !== 'object') continue
    await lockRow(req, 'artists', artist.id)
    const clash = await findBusyClash(req.payload, artist.id, day, req)
    if (!clash) continue
    return clash.kind === 'block'
      ? fail('conflict', 'Availability.errors.movedOntoBlocked', {
          values: { artist: artist.name ?? '', day: istanbulDayDate(day) },
          field: 'date',
        })
      : fail('conflict', 'Availability.errors.movedOntoBooked', {
          values: {
            artist: artist.name ?? '',
            day: istanbulDayDate(day),
            gig: clash.gig,
            venue: clash.venue,
          },
          field: 'date',
        })
  }
  return null
}
