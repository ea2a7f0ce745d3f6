import 'server-only'

import type { Payload } from 'payload'

import { idOf } from '@/lib/idOf'
import type { User } from '@/payload-types'

/** What one of the fan's orders says of each of its tickets: what it cost, and the refund window. */
type OrderTerms = {
  /** Each type's unit price plus unit fee: what one ticket of it cost. */
  paid: Map<number, number>
  /** While open (a move's 7 days), when the window to give tickets back ends. */
  refundUntil: string | null
}

/**
 * The orders `user` bought among `orderIds` (read as the buyer: a ticket given to them by
 * another is not theirs to refund), each with its tickets' prices and its open refund window.
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
    where: { and: [{ id: { in: [...new Set(orderIds)] } }, { buyer: { equals: user.id } }] },
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user,
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
      return [order.id, { paid, refundUntil: open ? until : null }]
    }),
  )
}
