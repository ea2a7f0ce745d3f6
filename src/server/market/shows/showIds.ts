import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { countPerGig } from '../gigs/countPerGig'

/**
 * What makes gig `g` of a query a show: at least one confirmed booking, not cancelled (the one
 * statement of it for queries that read a show's own columns too).
 */
const IS_SHOW = sql`g.status <> 'cancelled'
  AND EXISTS (SELECT 1 FROM bookings b WHERE b.gig_id = g.id AND b.state = 'confirmed')`

/**
 * The ids of gigs that are shows between `from` and `to`: at least one confirmed booking, not
 * cancelled. One query over the two tables, as Payload's `where` cannot ask across them.
 */
export async function showIdsBetween(payload: Payload, from: Date, to?: Date): Promise<number[]> {
  const { rows } = await payload.db.drizzle.execute<{ id: number }>(
    sql`SELECT DISTINCT g.id FROM gigs g JOIN bookings b ON b.gig_id = g.id
        WHERE b.state = 'confirmed' AND g.status <> 'cancelled'
          AND g.date > ${from.toISOString()}
          ${to ? sql`AND g.date <= ${to.toISOString()}` : sql``}`,
  )
  return rows.map((row) => Number(row.id))
}

/**
 * The ids among `gigIds` that are shows after `from`: what the ids a user marked need, without
 * reading every upcoming show on the market.
 */
export async function showIdsAmong(
  payload: Payload,
  gigIds: number[],
  from: Date,
): Promise<number[]> {
  if (!gigIds.length) return []
  const { rows } = await payload.db.drizzle.execute<{ id: number }>(
    sql`SELECT g.id FROM gigs g
        WHERE g.id IN (${sql.join(
          gigIds.map((id) => sql`${id}`),
          sql`, `,
        )})
          AND g.date > ${from.toISOString()} AND ${IS_SHOW}`,
  )
  return rows.map((row) => Number(row.id))
}

/** Whether the gig is a show now (a confirmed booking, not cancelled), whatever its date. */
export async function isShow(payload: Payload, gigId: number): Promise<boolean> {
  const { rows } = await payload.db.drizzle.execute<{ id: number }>(
    sql`SELECT g.id FROM gigs g WHERE g.id = ${gigId} AND ${IS_SHOW}`,
  )
  return rows.length > 0
}

/** A show's title, start, venue's account and venue profile's capacity, as its tickets need them. */
export type ShowVenue = {
  title: string
  date: string
  organizer: number | null
  capacity: number | null
}

/**
 * Show `gigId`'s title, start (ISO, as Payload gives dates), venue's account and the capacity its
 * venue profile sets, in one statement; null when the gig is not a show now. Gigs are public to
 * read; the capacity is read whether or not the venue's page is public, as it bounds what is
 * sold even while that page is hidden.
 */
export async function findShowVenue(payload: Payload, gigId: number): Promise<ShowVenue | null> {
  const { rows } = await payload.db.drizzle.execute<{
    title: string
    date: string
    organizer: number | null
    capacity: number | null
  }>(
    sql`SELECT g.title, to_char(g.date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS date,
               g.organizer_id AS organizer, v.capacity
        FROM gigs g LEFT JOIN venues v ON v.id = g.venue_profile_id
        WHERE g.id = ${gigId} AND ${IS_SHOW}`,
  )
  const row = rows[0]
  if (!row) return null
  return {
    title: row.title,
    date: row.date,
    organizer: row.organizer === null ? null : Number(row.organizer),
    capacity: row.capacity === null ? null : Number(row.capacity),
  }
}

/**
 * Whether `userId` puts the show on: its venue's account, or an artist with a confirmed booking
 * on it. They are on the bill, not in the crowd, so a going mark is not theirs to give.
 */
export async function isShowHost(
  payload: Payload,
  userId: number,
  gigId: number,
): Promise<boolean> {
  const { rows } = await payload.db.drizzle.execute<{ host: number }>(
    sql`SELECT 1 AS host FROM gigs WHERE id = ${gigId} AND organizer_id = ${userId}
        UNION ALL
        SELECT 1 FROM bookings WHERE gig_id = ${gigId} AND state = 'confirmed'
          AND artist_user_id = ${userId}
        LIMIT 1`,
  )
  return rows.length > 0
}

/** How many going marks each gig has (gigs with none are absent). */
export const countGoings = (payload: Payload, gigIds: number[]): Promise<Map<number, number>> =>
  countPerGig(payload, sql`goings`, gigIds)
