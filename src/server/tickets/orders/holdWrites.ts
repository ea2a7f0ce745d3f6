import 'server-only'

import { randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { forgetKeysSql, sqlOf, storeResultsSql } from '../../platform'
import { holdMinutes } from '../settings'
import { priced } from '../types/pricing'
import type { Hold, WaitingHold } from './heldOrder'

/** An order as written before its tickets: its lines, and the hold's answer. */
export type WrittenOrder = {
  hold: Hold
  lines: Array<{ ticketType: number; quantity: number }>
}

/**
 * The orders of `holds` and their lines in one statement, in the order of `holds`: what Payload's
 * create writes for a `ticket-orders` document (the collection has no hooks; each line's id a
 * fresh 24-hex id as Payload gives array rows), without its validation pass and read back, which
 * cost a hold at an on-sale's moment more CPU than the rest of its transaction. Each order's id is
 * drawn from the table's sequence in the statement, so each hold knows its own. The fields are
 * this function's own values.
 */
export async function writeOrders(
  req: PayloadRequest,
  holds: WaitingHold[],
  now: Date,
): Promise<WrittenOrder[]> {
  const expiresAt = new Date(now.getTime() + holdMinutes() * 60_000).toISOString()
  const written = holds.map(({ items, seen }) => {
    const lines = items.map(({ typeId, quantity }) => {
      const { price, fee } = priced(seen.get(typeId)!.price)
      return { ticketType: typeId, quantity, unitPrice: price, unitFee: fee }
    })
    const total = lines.reduce(
      (sum, line) => sum + line.quantity * (line.unitPrice + line.unitFee),
      0,
    )
    const status: Hold['status'] = total === 0 ? 'complete' : 'held'
    return { status, total, lines }
  })
  const orderRows = holds.map(
    ({ user, showId }, n) =>
      sql`(${n}::int, ${user.id}::int, ${showId}::int, ${written[n]!.status}::enum_ticket_orders_status,
           ${written[n]!.total}::numeric)`,
  )
  const lineRows = written.flatMap(({ lines }, n) =>
    lines.map(
      (line, i) =>
        sql`(${n}::int, ${i + 1}::int, ${randomBytes(12).toString('hex')}::varchar,
             ${line.ticketType}::int, ${line.quantity}::numeric, ${line.unitPrice}::numeric,
             ${line.unitFee}::numeric)`,
    ),
  )
  const db = await sqlOf(req)
  const { rows } = await db.execute<{ n: number; id: number }>(
    sql`WITH v AS MATERIALIZED (
          SELECT v.*, nextval(pg_get_serial_sequence('ticket_orders', 'id'))::int AS id
          FROM (VALUES ${sql.join(orderRows, sql`, `)}) AS v(n, buyer, gig, status, total)
        ), o AS (
          INSERT INTO ticket_orders (id, buyer_id, gig_id, status, expires_at, total)
          SELECT id, buyer, gig, status, ${expiresAt}::timestamptz, total FROM v
        ), l AS (
          INSERT INTO ticket_orders_lines
            (_order, _parent_id, id, ticket_type_id, quantity, unit_price, unit_fee)
          SELECT x.line, v.id, x.id, x.type, x.quantity, x.unit_price, x.unit_fee
          FROM (VALUES ${sql.join(lineRows, sql`, `)})
            AS x(n, line, id, type, quantity, unit_price, unit_fee)
          JOIN v ON v.n = x.n
        )
        SELECT n, id FROM v`,
  )
  const ids = new Map(rows.map((row) => [Number(row.n), Number(row.id)]))
  return written.map(({ status, total, lines }, n) => ({
    hold: { orderId: ids.get(n)!, status, expiresAt, total },
    lines,
  }))
}

/**
 * A batch's last statement, under the types' locks: the granted holds' tickets (each its own code
 * nonce, as the collection's create hook gives one; a free order's sold at once), each granted
 * keyed hold's answer stored on its key, and the refused holds' orders and keys removed.
 */
export async function settleBatch(
  req: PayloadRequest,
  granted: Array<{ hold: WaitingHold; order: WrittenOrder; keyId: number | null }>,
  refusedOrders: number[],
  refusedKeys: number[],
) {
  const tickets = granted.flatMap(({ hold, order }) => {
    const free = order.hold.status === 'complete'
    return order.lines.flatMap((line) =>
      Array.from(
        { length: line.quantity },
        () =>
          sql`(${order.hold.orderId}::int, ${hold.showId}::int, ${line.ticketType}::int,
               ${hold.user.id}::int, ${free ? 'sold' : 'held'}::enum_tickets_status,
               ${free ? null : order.hold.expiresAt}::timestamptz,
               ${randomBytes(16).toString('base64url')}::varchar)`,
      ),
    )
  })
  const results = granted.flatMap(({ order, keyId }) =>
    keyId === null ? [] : [{ id: keyId, result: order.hold }],
  )
  const parts = [
    sql`t AS (
          INSERT INTO tickets (order_id, gig_id, ticket_type_id, holder_id, status,
                               hold_expires_at, code_nonce)
          VALUES ${sql.join(tickets, sql`, `)}
        )`,
  ]
  if (results.length) parts.push(sql`k AS (${storeResultsSql(results)})`)
  if (refusedKeys.length) parts.push(sql`f AS (${forgetKeysSql(refusedKeys)})`)
  if (refusedOrders.length)
    parts.push(
      sql`d AS (DELETE FROM ticket_orders WHERE id IN (${sql.join(
        refusedOrders.map((id) => sql`${id}`),
        sql`, `,
      )}))`,
    )
  const db = await sqlOf(req)
  await db.execute(sql`WITH ${sql.join(parts, sql`, `)} SELECT 1`)
}
