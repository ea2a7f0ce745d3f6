import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { sqlOf } from '../../platform'

/** One ticket of an order with what it cost the buyer: its line's unit price and service fee. */
export type PricedTicket = { id: number; status: string; price: number; fee: number }

/** The tickets of `orderId`, each priced by its order's line (the prices as at the hold). */
export async function orderTickets(req: PayloadRequest, orderId: number): Promise<PricedTicket[]> {
  const db = await sqlOf(req)
  const { rows } = await db.execute<Record<string, unknown>>(
    sql`SELECT t.id, t.status, l.unit_price AS price, l.unit_fee AS fee
        FROM tickets t JOIN ticket_orders_lines l
          ON l._parent_id = t.order_id AND l.ticket_type_id = t.ticket_type_id
        WHERE t.order_id = ${orderId} ORDER BY t.id`,
  )
  return rows.map((row) => ({
    id: Number(row.id),
    status: String(row.status),
    price: Number(row.price),
    fee: Number(row.fee),
  }))
}

/** The prices and fees of `tickets` summed. */
export const sumOf = (tickets: PricedTicket[]) =>
  tickets.reduce(
    (sum, ticket) => ({ prices: sum.prices + ticket.price, fees: sum.fees + ticket.fee }),
    { prices: 0, fees: 0 },
  )
