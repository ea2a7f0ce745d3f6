import 'server-only'

import type { Payload } from 'payload'

import type { Artist, Venue } from '../../../payload-types'
import { PHOTO_POPULATE } from '../../people'
import { findGig } from '../gigs/findGig'
import { toLineupArtist, type LineupArtist } from './lineup'

/** A booked artist on a show's page: their set's start and length once the terms are confirmed. */
export type ShowArtist = LineupArtist & { setAt: string | null; setLengthMinutes: number | null }

/**
 * A show as fans see it: when, where (the venue's address for the map), who plays when, tickets.
 * Nothing of the call for artists: no fee, no slots, no deadline, no call text.
 */
export type ShowDetail = {
  id: number
  title: string
  date: string
  city: string
  picture: string
  ticketUrl: string | null
  /** When the doors open: the earliest of the confirmed terms' doors times, if any set one. */
  doorsAt: string | null
  cancelled: boolean
  venue: { name: string; slug: string | null; address: string | null } | null
  lineup: ShowArtist[]
}

/**
 * A show by its gig's id: a gig with at least one confirmed booking (or a cancelled one that had
 * some, so fans who marked it see it was called off); null otherwise. The lineup is public while
 * bookings are private to their parties: read with full access, only names, photos and set times
 * kept.
 */
export async function findShow(payload: Payload, id: unknown): Promise<ShowDetail | null> {
  const gig = await findGig(payload, id)
  if (!gig) return null
  const cancelled = gig.status === 'cancelled'
  const { docs } = await payload.find({
    collection: 'bookings',
    overrideAccess: true,
    where: {
      and: [
        { gig: { equals: gig.id } },
        { state: { equals: cancelled ? 'cancelled' : 'confirmed' } },
        ...(cancelled ? [{ cancelledFor: { equals: 'gigCancelled' } }] : []),
      ],
    },
    sort: 'createdAt',
    pagination: false,
    depth: 2,
    select: { artist: true, termsStatus: true, terms: true },
    populate: {
      artists: { name: true, slug: true, photo: true, isPublic: true },
      photos: PHOTO_POPULATE,
    },
  })
  if (!docs.length) return null
  const doorsAt =
    docs
      .map((booking) => (booking.termsStatus === 'confirmed' ? booking.terms?.doorsAt : null))
      .filter((at): at is string => Boolean(at))
      .sort()[0] ?? null
  const lineup = docs
    .filter((booking) => typeof booking.artist === 'object')
    .map((booking) => {
      const confirmed = booking.termsStatus === 'confirmed' ? booking.terms : null
      return {
        ...toLineupArtist(booking.artist as Artist),
        setAt: confirmed?.setAt ?? null,
        setLengthMinutes: confirmed?.setLengthMinutes ?? null,
      }
    })
    .sort((a, b) => (a.setAt ?? '~').localeCompare(b.setAt ?? '~'))
  return {
    id: gig.id,
    title: gig.title,
    date: gig.date,
    city: gig.city,
    picture: gig.picture,
    ticketUrl: cancelled ? null : gig.ticketUrl,
    doorsAt: cancelled ? null : doorsAt,
    cancelled,
    venue: gig.venue
      ? {
          name: gig.venue,
          slug: gig.venueSlug,
          address: await venueAddress(payload, gig.venueSlug),
        }
      : null,
    lineup,
  }
}

/** A public venue's address, for the map link (the gig names only the venue). */
async function venueAddress(payload: Payload, slug: string | null): Promise<string | null> {
  if (!slug) return null
  const { docs } = await payload.find({
    collection: 'venues',
    where: { and: [{ slug: { equals: slug } }, { isPublic: { equals: true } }] },
    limit: 1,
    depth: 0,
    select: { address: true },
    overrideAccess: false,
    user: null,
  })
  return (docs[0] as Pick<Venue, 'address'> | undefined)?.address ?? null
}
