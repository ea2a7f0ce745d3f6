import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/locales'
import { idOf } from '@/lib/idOf'
import type { TicketOrder, User } from '@/payload-types'

/**
 * An order as its buyer reads it; `expired`: a hold whose time ran out, its tickets back on sale;
 * `refunded`: paid after that, when its tickets had gone to others (the money given back).
 */
export type OrderView = {
  id: number
  show: number
  status: 'held' | 'expired' | 'complete' | 'released' | 'refunded'
  expiresAt: string
  total: number
  lines: {
    typeId: number | null
    name: string
    quantity: number
    unitPrice: number
    unitFee: number
  }[]
}

/** The status an order has at `now`: a held one past its expiry is expired, whatever is stored. */
export const orderStatus = (order: Pick<TicketOrder, 'status' | 'expiresAt'>, now: Date) =>
  order.status === 'held' && new Date(order.expiresAt) <= now ? 'expired' : order.status

/** Order `id` if `user` may read it (its buyer, or an admin); null otherwise. */
export async function readOrder(
  payload: Payload,
  user: User,
  id: number,
  req?: PayloadRequest,
): Promise<TicketOrder | null> {
  const { docs } = await payload.find({
    collection: 'ticket-orders',
    where: { id: { equals: id } },
    limit: 1,
    depth: 1,
    populate: { 'ticket-types': { name: true } },
    overrideAccess: false,
    user,
    req,
  })
  return docs[0] ?? null
}

export function toOrderView(order: TicketOrder, locale: Locale, now = new Date()): OrderView {
  return {
    id: order.id,
    show: idOf(order.gig),
    status: orderStatus(order, now),
    expiresAt: order.expiresAt,
    total: order.total,
    lines: order.lines.map((line) => ({
      typeId: idOf(line.ticketType),
      name: typeof line.ticketType === 'object' ? (line.ticketType?.name?.[locale] ?? '') : '',
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      unitFee: line.unitFee,
    })),
  }
}
