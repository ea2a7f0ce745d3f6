import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { idOf } from '../../../lib/idOf'
import type { OrderSettlement } from '../../payments'
import type { TicketOrder } from '@/payload-types'

import { fail, lockRow, sqlOf, type Failure } from '../../platform'
import { queueOrderMail } from '../mail/queueOrderMail'
import { takenCounts } from '../types/takenCounts'
import { lockTypes } from './lockTypes'

const readOrderRow = (req: PayloadRequest, orderId: number) =>
  // Full access: orders are closed to requests; the checkout decides for the provider.
  req.payload.findByID({
    collection: 'ticket-orders',
    id: orderId,
    depth: 0,
    overrideAccess: true,
    req,
  })

/** The order's held tickets per type (a type the venue removed has none left). */
async function heldByType(req: PayloadRequest, orderId: number): Promise<Map<number, number>> {
  const db = await sqlOf(req)
  const { rows } = await db.execute<{ type: number; held: number }>(
    sql`SELECT ticket_type_id AS type, count(*)::int AS held FROM tickets
        WHERE order_id = ${orderId} AND status = 'held' GROUP BY ticket_type_id`,
  )
  return new Map(rows.map((row) => [Number(row.type), Number(row.held)]))
}

/**
 * Whether an order whose hold ended may still have its tickets: each line's held tickets are
 * still there and, with the lapsed hold no longer counted (`takenCounts`), that many are still
 * free of its type. Under the types' locks, so no hold can take them meanwhile.
 */
async function stillCountable(req: PayloadRequest, orderId: number, now: Date) {
  const held = await heldByType(req, orderId)
  if (held.size === 0) return false
  const order = await readOrderRow(req, orderId)
  const types = await lockTypes(req, [...held.keys()])
  const taken = await takenCounts(req, [...held.keys()], now)
  const wanted = new Map<number, number>()
  for (const line of order.lines) {
    const typeId = idOf(line.ticketType)
    if (typeId) wanted.set(typeId, (wanted.get(typeId) ?? 0) + line.quantity)
  }
  if (wanted.size !== order.lines.length) return false
  return [...wanted].every(([typeId, quantity]) => {
    const type = types.find((t) => t.id === typeId)
    return (
      type !== undefined &&
      held.get(typeId) === quantity &&
      type.quantity - (taken.get(typeId) ?? 0) >= quantity
    )
  })
}

/** Why `buyerId` cannot pay `order` at `now` (a 409 naming it), or null. */
export function whyNotPayable(
  order: TicketOrder,
  buyerId: number,
  now: Date,
): Failure<'conflict'> | null {
  if (idOf(order.buyer) !== buyerId) return fail('conflict', 'Tickets.errors.onlyBuyer')
  if (order.total === 0) return fail('conflict', 'Tickets.errors.orderFree')
  if (order.status === 'complete') return fail('conflict', 'Tickets.errors.orderPaid')
  if (order.status !== 'held') return fail('conflict', 'Tickets.errors.orderReleased')
  if (new Date(order.expiresAt) <= now) return fail('conflict', 'Tickets.errors.holdExpired')
  return null
}

/**
 * The tickets' side of paying an order (payments' `OrderSettlement`). The lock order is the
 * tickets' own: the order's ticket types in id order (as every hold and the venue's save take
 * them), then the order, then (payments) the attempt and the intent.
 *
 * A payment that arrives after the hold ended is still honoured when its tickets are countable:
 * the order's held tickets are all there and nobody took them meanwhile (then they are sold as
 * if the hold had lasted). Otherwise the order is marked `refunded`, its lapsed tickets removed,
 * and the money refunded in full: a late payment never oversells.
 */
export const orderSettlement: OrderSettlement = {
  async lock(req, orderId) {
    const db = await sqlOf(req)
    const { rows } = await db.execute<{ type: number }>(
      sql`SELECT DISTINCT ticket_type_id AS type FROM ticket_orders_lines
          WHERE _parent_id = ${orderId} AND ticket_type_id IS NOT NULL`,
    )
    if (rows.length)
      await lockTypes(
        req,
        rows.map((row) => Number(row.type)),
      )
    await lockRow(req, 'ticket_orders', orderId)
  },

  async payable(req, orderId, buyerId, now) {
    return whyNotPayable(await readOrderRow(req, orderId), buyerId, now)
  },

  async complete(req, orderId, amount, now) {
    const order = await readOrderRow(req, orderId)
    if (order.status === 'complete') return 'alreadyPaid'
    if (order.status !== 'held') return 'orderReleased'
    if (order.total !== amount) return 'amountMismatch'
    const lapsed = new Date(order.expiresAt) <= now
    if (lapsed && !(await stillCountable(req, orderId, now))) {
      // Full access: tickets and orders are the tickets context's own records.
      await req.payload.delete({
        collection: 'tickets',
        where: { and: [{ order: { equals: orderId } }, { status: { equals: 'held' } }] },
        overrideAccess: true,
        req,
      })
      await req.payload.update({
        collection: 'ticket-orders',
        id: orderId,
        data: { status: 'refunded' },
        overrideAccess: true,
        depth: 0,
        req,
      })
      return 'holdLapsed'
    }
    await req.payload.update({
      collection: 'tickets',
      where: { and: [{ order: { equals: orderId } }, { status: { equals: 'held' } }] },
      data: { status: 'sold', holdExpiresAt: null },
      overrideAccess: true,
      depth: 0,
      req,
    })
    await req.payload.update({
      collection: 'ticket-orders',
      id: orderId,
      data: { status: 'complete' },
      overrideAccess: true,
      depth: 0,
      req,
    })
    await queueOrderMail(req, orderId)
    return null
  },
}
