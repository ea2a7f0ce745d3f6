import 'server-only'

import type { Payload } from 'payload'

import type { User } from '../../../payload-types'
import { isFailure, type Failure } from '../../platform'
import type { AvailabilityRange } from './availabilitySchema'
import { gigDay } from './busyClash'
import { blocksOverlapping, bookingsBetween } from './busyWhere'
import { ownArtist } from './ownArtist'

type OwnBlock = {
  id: number
  from: string
  to: string
  note: string | null
  source: 'manual' | 'ical'
}
type BookedDay = { day: string; gigId: number; gig: string; venue: string }
export type MyAvailability = { from: string; to: string; blocks: OwnBlock[]; bookings: BookedDay[] }

/**
 * The signed-in artist's calendar over `from`..`to`: the blocks touching it (with their private
 * notes) and the confirmed bookings in it, each on its gig's Istanbul day with its venue.
 */
export async function listMyAvailability(
  payload: Payload,
  user: User,
  { from, to }: AvailabilityRange,
): Promise<MyAvailability | Failure<'forbidden' | 'conflict'>> {
  const artist = await ownArtist(payload, user)
  if (isFailure(artist)) return artist
  const access = { overrideAccess: false, user } as const
  const [blocks, bookings] = await Promise.all([
    payload.find({
      collection: 'availability-blocks',
      where: blocksOverlapping(artist.id, from, to),
      sort: 'fromDay',
      depth: 0,
      pagination: false,
      ...access,
    }),
    payload.find({
      collection: 'bookings',
      where: bookingsBetween(artist.id, from, to),
      depth: 1,
      pagination: false,
      select: { gig: true },
      populate: { gigs: { title: true, venue: true, date: true } },
      ...access,
    }),
  ])
  return {
    from,
    to,
    blocks: blocks.docs.map((b) => ({
      id: b.id,
      from: b.fromDay,
      to: b.toDay,
      note: b.note ?? null,
      source: b.source,
    })),
    bookings: bookings.docs.flatMap(({ gig }) =>
      gig && typeof gig === 'object'
        ? [{ day: gigDay(gig), gigId: gig.id, gig: gig.title, venue: gig.venue ?? '' }]
        : [],
    ),
  }
}
