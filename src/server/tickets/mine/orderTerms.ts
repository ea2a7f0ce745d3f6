import 'server-only'

import type { Payload } from 'payload'

import { idOf } from '@/lib/idOf'
import type { User } from '@/payload-types'

/**
 * What the order of one of the fan's tickets says of it: what it cost, the refund window, and
 * whether the fan bought it (else it was given to them).
 */
type OrderTerms = {
  /** Whether `user` is the order's buyer: the money of a refund goes back to the buyer's card. */
  bought: boolean
  /** Each type's unit price plus unit fee: what one ticket of it cost. */
  paid: Map<number, number>
  /** While open (a move's 7 days), when the window to give tickets back ends. */
  refundUntil: string | null
}

/**
 * The orders of the tickets `user` holds (`orderIds`), bought by them or by whoever gave them a
 * ticket, each with its tickets' prices and its open refund window: the holder is who may give a
 * ticket of a moved show back.
 */
export async function orderTerms(
  payload: Payload,
  user: User,
  orderIds: number[],
  now: Date,
): Promise<Map<number, OrderTerms>> {
  if (!orderIds.length) return new Map()
  const { docs } = await payload.find({
    collection: 'ticket-orders',
    where: { id: { in: [...new Set(orderIds)] } },
    depth: 0,
    pagination: false,
    // Full access: an order is its buyer's to read, and these are only the orders of tickets
    // `user` holds (read under their own access), of which nothing but the prices and the window
    // is kept.
    overrideAccess: true,
  })
  return new Map(
    docs.map((order) => {
      const paid = new Map<number, number>()
      for (const line of order.lines) {
        const type = idOf(line.ticketType)
        if (type) paid.set(type, line.unitPrice + line.unitFee)
      }
      const until = order.refundWindowEndsAt
      const open = order.status === 'complete' && until && Date.parse(until) > now.getTime()
      return [
        order.id,
        { bought: idOf(order.buyer) === user.id, paid, refundUntil: open ? until : null },
      ]
    }),
  )
}
