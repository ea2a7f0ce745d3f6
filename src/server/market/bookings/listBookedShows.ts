import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, Where } from 'payload'

import { cityName } from '../../../lib/market/cities'
import type { Gig, Venue } from '../../../payload-types'
import { venueNameOf } from '../gigs/gigSummary'

/** A gig booked through the market, as the artist and venue pages list it. */
export type Show = {
  gigId: number
  title: string
  date: string
  venue: string
  venueSlug: string | null
  city: string | null
  /** A past show's tickets scanned at the door (proof of draw); absent when none were. */
  admitted?: number
}

const MAX_SHOWS = 20

type ShowsOf = { artist: number } | { venue: number }

/**
 * An artist's or a venue's shows from the market itself: `upcoming` are confirmed bookings of gigs
 * still to come (soonest first), `past` completed ones (latest first). Bookings are private to
 * their parties; only the gig's public facts are read here, for the public pages (full access).
 */
export async function listBookedShows(
  payload: Payload,
  of: ShowsOf,
  when: 'upcoming' | 'past',
  now = new Date(),
): Promise<Show[]> {
  const party: Where =
    'artist' in of
      ? { artist: { equals: of.artist } }
      : { 'gig.venueProfile': { equals: of.venue } }
  const state: Where[] =
    when === 'upcoming'
      ? [{ state: { equals: 'confirmed' } }, { 'gig.date': { greater_than: now.toISOString() } }]
      : [{ state: { equals: 'completed' } }]
  const { docs } = await payload.find({
    collection: 'bookings',
    overrideAccess: true,
    where: { and: [party, ...state] },
    sort: when === 'upcoming' ? 'gig.date' : '-gig.date',
    limit: MAX_SHOWS,
    depth: 2,
    select: { gig: true },
    populate: {
      gigs: { title: true, date: true, city: true, venue: true, venueProfile: true },
      venues: { name: true, slug: true },
    },
  })
  const admitted =
    when === 'past'
      ? await admittedAt(
          payload,
          docs.map((b) => b.gig),
        )
      : null
  return docs.flatMap((booking) => {
    const gig = booking.gig
    if (typeof gig !== 'object' || !gig) return []
    const venue = typeof gig.venueProfile === 'object' ? (gig.venueProfile as Venue | null) : null
    return [
      {
        gigId: gig.id,
        title: gig.title ?? '',
        date: gig.date ?? '',
        venue: venueNameOf(gig as Gig),
        venueSlug: venue?.slug ?? null,
        city: cityName(gig.city) ?? null,
        ...(admitted?.get(gig.id) ? { admitted: admitted.get(gig.id) } : {}),
      },
    ]
  })
}

/** The tickets the door let in at each of `gigs`: one grouped count on the tickets' gig index. */
async function admittedAt(payload: Payload, gigs: unknown[]): Promise<Map<number, number>> {
  const ids = gigs.flatMap((gig) => (typeof gig === 'object' && gig && 'id' in gig ? [gig.id] : []))
  if (!ids.length) return new Map()
  const { rows } = await payload.db.drizzle.execute<{ gig: number; admitted: number }>(
    sql`SELECT gig_id AS gig, count(*)::int AS admitted FROM tickets
        WHERE status = 'used' AND gig_id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) GROUP BY gig_id`,
  )
  return new Map(rows.map((row) => [Number(row.gig), Number(row.admitted)]))
}
