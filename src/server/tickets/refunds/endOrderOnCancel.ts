import 'server-only'

import type { PayloadRequest } from 'payload'

import { idOf } from '@/lib/idOf'
import type { TicketOrder } from '@/payload-types'

import { endOrderAttempts, recordOrderRefund } from '../../payments'
import { orderSettlement } from '../orders/orderSettlement'
import { orderTickets, sumOf } from './orderTickets'
import { tellBuyer } from './tellBuyer'

/** What ending one order of a cancelled show decided: the intent to run after the commit. */
export type EndedOrder = { order: number; refunded: number; operation: number | null }

const setTickets = (req: PayloadRequest, orderId: number, from: string[], status: 'refunded') =>
  // Full access: tickets are the tickets context's own records.
  req.payload.update({
    collection: 'tickets',
    where: { and: [{ order: { equals: orderId } }, { status: { in: from } }] },
    data: { status, holdExpiresAt: null },
    overrideAccess: true,
    depth: 0,
    req,
  })

/**
 * Ends one order of a cancelled show, in the caller's transaction, under the order's locks (its
 * types, the order; payments then takes the paid attempt's and the intent's): a paid order's
 * tickets not yet refunded are, and what they cost (prices and fees) is recorded as one refund
 * intent for after the commit; a free order's tickets become `refunded` too (nothing to pay
 * back), so the door answers `refunded`; the order is `refunded` and its buyer told, in the same
 * transaction, so the notice comes once with the refund. A held order is given back (its
 * tickets removed, its open pages ended: money paid on one later is refunded by the late-payment
 * rule). Null when the order was ended meanwhile (a second sweep waited on the locks).
 */
export async function endOrderOnCancel(
  req: PayloadRequest,
  orderId: number,
  show: { gig: string; name: string },
): Promise<EndedOrder | null> {
  await orderSettlement.lock(req, orderId)
  // The tickets context's own record, under its lock: full access.
  const order: TicketOrder = await req.payload.findByID({
    collection: 'ticket-orders',
    id: orderId,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (order.status === 'held') {
    await req.payload.delete({
      collection: 'tickets',
      where: { and: [{ order: { equals: orderId } }, { status: { equals: 'held' } }] },
      overrideAccess: true,
      req,
    })
    await endOrderAttempts(req, orderId)
    await setOrder(req, orderId, 'released')
    return { order: orderId, refunded: 0, operation: null }
  }
  if (order.status !== 'complete') return null
  const owed = (await orderTickets(req, orderId)).filter((t) => t.status !== 'refunded')
  const { prices, fees } = sumOf(owed)
  const refunded = prices + fees
  const operation = await recordOrderRefund(req, orderId, {
    amount: refunded,
    key: `order-${orderId}-cancel`,
    note: 'showCancelled',
  })
  await setTickets(req, orderId, ['held', 'sold', 'used'], 'refunded')
  await setOrder(req, orderId, 'refunded')
  // The buyer's notice (and its mail, in their language): the show is off, the refund on its way.
  await tellBuyer(
    req.payload,
    idOf(order.buyer),
    refunded > 0
      ? { gig: idOf(order.gig)!, type: 'ticketsRefunded', values: show, refunded }
      : { gig: idOf(order.gig)!, type: 'showCancelled', values: show },
    req,
  )
  return { order: orderId, refunded, operation }
}

function setOrder(req: PayloadRequest, id: number, status: TicketOrder['status']) {
  // Full access: orders are the tickets context's own records.
  return req.payload.update({
    collection: 'ticket-orders',
    id,
    data: { status },
    overrideAccess: true,
    depth: 0,
    req,
  })
}
