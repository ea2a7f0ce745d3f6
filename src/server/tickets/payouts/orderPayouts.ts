import 'server-only'

import { sql } from '@payloadcms/db-postgres'

import type { OrderPayouts } from '../../payments'
import { sqlOf } from '../../platform'
import { orderSettlement } from '../orders/orderSettlement'
import { orderTickets, sumOf } from '../refunds/orderTickets'

/**
 * The tickets' side of releasing a paid order's venue share after the show (payments'
 * `OrderPayouts`): the order's locks are the ones paying it takes, and an order is paid out only
 * while it is `complete` (a refunded one never is) and its show, not cancelled, has started by
 * the time asked, less the tickets given back one by one. The venue paid is the gig's organizer, the sub-merchant its page was opened for.
 */
export const orderPayouts: OrderPayouts = {
  lock: orderSettlement.lock,

  async payees(from, orderIds, startedBy) {
    if (!orderIds.length) return new Map()
    const db = await sqlOf(from)
    const { rows } = await db.execute<{ order: number; venue: number }>(
      sql`SELECT o.id AS "order", g.organizer_id AS venue
          FROM ticket_orders o JOIN gigs g ON g.id = o.gig_id
          WHERE o.id IN (${sql.join(
            orderIds.map((id) => sql`${id}`),
            sql`, `,
          )})
            AND o.status = 'complete' AND g.status <> 'cancelled'
            AND g.organizer_id IS NOT NULL AND g.date <= ${startedBy.toISOString()}
          ORDER BY o.id`,
    )
    return new Map(rows.map((row) => [Number(row.order), Number(row.venue)]))
  },

  async refunded(req, orderId) {
    const tickets = await orderTickets(req, orderId)
    return sumOf(tickets.filter((ticket) => ticket.status === 'refunded'))
  },
}
