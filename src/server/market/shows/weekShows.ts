import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { cityName } from '../../../lib/market/cities'
import { showNames } from './remindShows'
import { showIdsBetween } from './showIds'

/** A show as the digest lists it, with the artists booked for it. */
export type DigestShow = {
  id: number
  title: string
  date: string
  cityKey: string
  city: string
  place: string
  artists: number[]
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000

/** The ids of the shows of the coming week (from `now`). */
export const weekShowIds = (payload: Payload, now: Date) =>
  showIdsBetween(payload, now, new Date(now.getTime() + WEEK_MS))

/** Every show of the coming week (from `now`), soonest first, with its booked artists' ids. */
export async function listWeekShows(payload: Payload, now: Date): Promise<DigestShow[]> {
  const ids = await weekShowIds(payload, now)
  if (!ids.length) return []
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )
  const [{ docs }, { rows }, names] = await Promise.all([
    payload.find({
      collection: 'gigs',
      overrideAccess: true,
      where: { id: { in: ids } },
      sort: 'date',
      pagination: false,
      depth: 0,
      select: { title: true, date: true, city: true },
    }),
    payload.db.drizzle.execute<{ gig: number; artist: number }>(
      sql`SELECT gig_id AS gig, artist_id AS artist FROM bookings
          WHERE state = 'confirmed' AND gig_id IN (${list})`,
    ),
    showNames(payload, ids),
  ])
  return docs.map((gig) => ({
    id: gig.id,
    title: gig.title,
    date: gig.date,
    cityKey: gig.city,
    city: cityName(gig.city) ?? gig.city,
    place: names.get(gig.id)?.name ?? '',
    artists: rows.filter((row) => Number(row.gig) === gig.id).map((row) => Number(row.artist)),
  }))
}
