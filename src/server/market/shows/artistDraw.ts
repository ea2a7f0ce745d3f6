import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/**
 * What a venue weighs an act by: fans in the gig's city, who said they went to its recent shows,
 * and who really came: the tickets the door let in at them, in all and in the gig's city.
 */
export type ArtistDraw = {
  followersInCity: number
  pastGoing: number
  admitted: number
  admittedInCity: number
}

const YEAR_MS = 365 * 24 * 60 * 60 * 1000

/**
 * The draw of `artistId` for a gig in `city`: its followers whose home city it is, and, at its
 * shows of the last 12 months (confirmed or completed bookings, gig not cancelled), the going
 * marks and the tickets scanned at the door (`used`, recorded by the door's check), in all and
 * in `city`.
 */
export async function artistDraw(
  payload: Payload,
  artistId: number,
  city: string,
  now = new Date(),
): Promise<ArtistDraw> {
  const since = new Date(now.getTime() - YEAR_MS).toISOString()
  const { rows } = await payload.db.drizzle.execute<ArtistDraw>(
    sql`SELECT
      (SELECT count(*)::int FROM follows f JOIN users u ON u.id = f.follower_id
        WHERE f.artist_id = ${artistId} AND u.city = ${city}) AS "followersInCity",
      (SELECT count(*)::int FROM goings m JOIN gigs g ON g.id = m.gig_id
        WHERE g.status <> 'cancelled' AND g.date > ${since} AND g.date <= ${now.toISOString()}
          AND EXISTS (SELECT 1 FROM bookings b WHERE b.gig_id = g.id AND b.artist_id = ${artistId}
            AND b.state IN ('confirmed', 'completed'))) AS "pastGoing",
      (SELECT count(*)::int FROM tickets t JOIN gigs g ON g.id = t.gig_id
        WHERE t.status = 'used' AND g.status <> 'cancelled' AND g.date > ${since}
          AND g.date <= ${now.toISOString()}
          AND EXISTS (SELECT 1 FROM bookings b WHERE b.gig_id = g.id AND b.artist_id = ${artistId}
            AND b.state IN ('confirmed', 'completed'))) AS "admitted",
      (SELECT count(*)::int FROM tickets t JOIN gigs g ON g.id = t.gig_id
        WHERE t.status = 'used' AND g.status <> 'cancelled' AND g.city = ${city}
          AND g.date > ${since} AND g.date <= ${now.toISOString()}
          AND EXISTS (SELECT 1 FROM bookings b WHERE b.gig_id = g.id AND b.artist_id = ${artistId}
            AND b.state IN ('confirmed', 'completed'))) AS "admittedInCity"`,
  )
  return {
    followersInCity: Number(rows[0]?.followersInCity ?? 0),
    pastGoing: Number(rows[0]?.pastGoing ?? 0),
    admitted: Number(rows[0]?.admitted ?? 0),
    admittedInCity: Number(rows[0]?.admittedInCity ?? 0),
  }
}

/** `artistDraw` for each distinct (artist, city) pair, keyed `artist:city`. */
export async function artistDraws(payload: Payload, pairs: { artist: number; city: string }[]) {
  const draws = new Map<string, ArtistDraw>()
  for (const { artist, city } of pairs) {
    const key = `${artist}:${city}`
    if (!draws.has(key)) draws.set(key, await artistDraw(payload, artist, city))
  }
  return draws
}
