import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { runnerOf, type SqlRunner } from '../../platform'

/**
 * Of one type at a moment: tickets sold (or used), tickets held by a hold still running, and when
 * the first of those holds lapses (null when none is held).
 */
type TypeCounts = { sold: number; held: number; nextLapse: Date | null }

/** A type's counts as one row of `countsSelect`. */
type CountsRow = { type: number; sold: number; held: number; next_lapse: string | null }

/**
 * The statement counting, of each of `typeIds`, the tickets sold or used and those held by a hold
 * whose expiry is still ahead of `now` (a row a type, none for a type with neither).
 */
const countsSelect = (typeIds: number[], now: Date) =>
  sql`SELECT ticket_type_id AS type,
             count(*) FILTER (WHERE status IN ('sold', 'used'))::int AS sold,
             count(*) FILTER (WHERE status = 'held')::int AS held,
             min(hold_expires_at) FILTER (WHERE status = 'held') AS next_lapse
      FROM tickets
      WHERE ticket_type_id IN (${sql.join(
        typeIds.map((id) => sql`${id}`),
        sql`, `,
      )})
        AND (status IN ('sold', 'used')
             OR (status = 'held' AND hold_expires_at > ${now.toISOString()}))
      GROUP BY ticket_type_id`

/** The rows of `countsSelect` by type. */
const countsOf = (rows: CountsRow[]): Map<number, TypeCounts> =>
  new Map(
    rows.map((row) => [
      Number(row.type),
      {
        sold: Number(row.sold),
        held: Number(row.held),
        nextLapse: row.next_lapse === null ? null : new Date(row.next_lapse),
      },
    ]),
  )

/**
 * How many tickets of each type are sold or used, and held by a hold whose expiry is still ahead
 * of `now`. A hold past its expiry is back on sale here, with no job having run: this is the one
 * place availability is counted (countsSelect). Types with none of either are absent.
 */
export async function ticketCounts(
  from: Payload | PayloadRequest | SqlRunner,
  typeIds: number[],
  now: Date,
): Promise<Map<number, TypeCounts>> {
  if (!typeIds.length) return new Map()
  const db = await runnerOf(from)
  const { rows } = await db.execute<CountsRow>(countsSelect(typeIds, now))
  return countsOf(rows)
}

/** Of counts as ticketCounts reads them: how many of each type are taken (sold, used or held). */
export const takenOf = (counts: Map<number, TypeCounts>): Map<number, number> =>
  new Map([...counts].map(([id, { sold, held }]) => [id, sold + held]))

/** How many tickets of each type are taken at `now` (sold, used or held); absent when none. */
export async function takenCounts(
  from: Payload | PayloadRequest,
  typeIds: number[],
  now: Date,
): Promise<Map<number, number>> {
  return takenOf(await ticketCounts(from, typeIds, now))
}
