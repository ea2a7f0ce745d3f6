import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { User } from '@/payload-types'

import { idOf } from '../../../lib/idOf'
import { parseRecordId } from '../../../lib/parseRecordId'
import { endOrderAttempts } from '../../payments'
import { fail, inTransaction, sqlOf, type Failure } from '../../platform'
import { orderStatus, readOrder, toOrderView, type OrderView } from './orderView'
import { offBoard } from './saleBoard'

/**
 * The buyer gives an unpaid hold back: its held tickets go back on sale at once. Giving back a
 * hold already released or expired changes nothing; a complete order (issued tickets) is not a
 * hold. Under the order's row lock, so it cannot cross its payment: its open pages are ended. Null: no such order of `user`.
 */
export async function releaseOrder(
  payload: Payload,
  user: User,
  idParam: string,
  locale: Locale,
): Promise<OrderView | Failure<'conflict'> | null> {
  const id = parseRecordId(idParam)
  if (!id) return null
  const given: number[] = []
  const answer = await inTransaction(payload, user, async (req) => {
    const db = await sqlOf(req)
    await db.execute(sql`SELECT id FROM ticket_orders WHERE id = ${id} FOR UPDATE`)
    const order = await readOrder(payload, user, id, req)
    if (!order) return null
    const now = new Date()
    if (order.status === 'complete') return fail('conflict', 'Tickets.errors.orderComplete')
    if (orderStatus(order, now) !== 'held') return toOrderView(order, locale, now)
    // Full access: tickets and orders are closed to requests; the buyer was checked by readOrder.
    await payload.delete({
      collection: 'tickets',
      where: { and: [{ order: { equals: id } }, { status: { equals: 'held' } }] },
      overrideAccess: true,
      req,
    })
    for (const line of order.lines ?? []) given.push(idOf(line.ticketType)!)
    // A page still open for it is ended: money paid on it after all is refunded.
    await endOrderAttempts(req, id)
    const released = await payload.update({
      collection: 'ticket-orders',
      id,
      data: { status: 'released' },
      depth: 1,
      populate: { 'ticket-types': { name: true } },
      overrideAccess: true,
      req,
    })
    return toOrderView(released, locale, now)
  })
  // Holds on this instance see the tickets back on sale at once (others within the board's second).
  offBoard(given)
  return answer
}
