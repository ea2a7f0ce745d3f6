import 'server-only'

import { randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import type { User } from '@/payload-types'

import { sqlOf } from '../../platform'
import { countsOf, countsSelect, type CountsRow, type TypeCounts } from '../types/takenCounts'
import type { LockedType } from './lockTypes'

/** An order as written before its tickets: its id, status, expiry and lines. */
type OrderToTake = {
  orderId: number
  status: 'held' | 'complete'
  expiresAt: string
  lines: Array<{ ticketType: number; quantity: number }>
}

/**
 * Under the locks of the order's types (lockTypes, an earlier statement of the transaction of
 * `req`), in one statement: counts what is taken of each type and, when every line's quantity is
 * still left of its type's quantity (as locked, `types`), writes the order's tickets (each its
 * own code nonce, as the collection's create hook gives one; a free order's sold at once).
 * Returns the counts as they were before this order, and whether its tickets were written.
 *
 * The count reads this statement's own snapshot, taken after the locks were granted, so it sees
 * every hold that passed them before. It must never be part of the locking statement: under READ
 * COMMITTED that statement reads from before the lock it waited for, and would count too few.
 * One statement here instead of a count and then an insert is one round trip less that the locks
 * are held for, and every other hold of these types waits for them.
 */
export async function takeTickets(
  req: PayloadRequest,
  user: User,
  gigId: number,
  order: OrderToTake,
  types: Map<number, LockedType>,
  now: Date,
): Promise<{ counts: Map<number, TypeCounts>; written: boolean }> {
  const typeIds = order.lines.map((line) => line.ticketType)
  const free = order.status === 'complete'
  const asked = order.lines.map(
    (line) => sql`(${line.ticketType}::int, ${types.get(line.ticketType)!.quantity}::int,
                   ${line.quantity}::int)`,
  )
  const tickets = order.lines.flatMap((line) =>
    Array.from(
      { length: line.quantity },
      () => sql`(${line.ticketType}::int, ${randomBytes(16).toString('base64url')}::varchar)`,
    ),
  )
  const db = await sqlOf(req)
  const { rows } = await db.execute<{ written: number; counts: CountsRow[] }>(
    sql`WITH c AS (${countsSelect(typeIds, now)}),
        enough AS (
          SELECT bool_and(a.quantity - coalesce(c.sold + c.held, 0) >= a.asked) AS yes
          FROM (VALUES ${sql.join(asked, sql`, `)}) AS a(type, quantity, asked)
          LEFT JOIN c ON c.type = a.type
        ),
        t AS (
          INSERT INTO tickets (order_id, gig_id, ticket_type_id, holder_id, status,
                               hold_expires_at, code_nonce)
          SELECT ${order.orderId}::int, ${gigId}::int, v.type, ${user.id}::int,
                 ${free ? 'sold' : 'held'}::enum_tickets_status,
                 ${free ? null : order.expiresAt}::timestamptz, v.nonce
          FROM (VALUES ${sql.join(tickets, sql`, `)}) AS v(type, nonce), enough
          WHERE enough.yes
          RETURNING 1
        )
        SELECT (SELECT count(*)::int FROM t) AS written,
               (SELECT coalesce(json_agg(c), '[]'::json) FROM c) AS counts`,
  )
  const [row] = rows
  return { counts: countsOf(row.counts), written: Number(row.written) > 0 }
}
