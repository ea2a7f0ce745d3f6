import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { idOf } from '@/lib/idOf'
import { parseRecordId } from '@/lib/parseRecordId'
import type { TicketOrder, User } from '@/payload-types'

import { recordOrderRefund, runPaymentOperations } from '../../payments'
import { fail, inTransaction, isFailure, sqlOf, type Failure } from '../../platform'
import { orderSettlement } from '../orders/orderSettlement'
import { orderTickets, type PricedTicket } from './orderTickets'
import { tellBuyer } from './tellBuyer'

/**
 * A ticket given back: what was refunded (its price and fee) and its new status; `received` when
 * its holder was given it, so the money went back to its buyer's card, not theirs.
 */
type RefundedTicket = { id: number; status: 'refunded'; refunded: number; received: boolean }

type Refusal = Failure<'conflict'>
type Reason = 'alreadyRefunded' | 'used' | 'notIssued' | 'windowClosed' | 'transferPending'
const refuse = (reason: Reason): Refusal =>
  fail('conflict', `TicketRefund.errors.${reason}`, { reason })

/** Why `ticket` of `order` cannot be given back at `now`, or null. */
function whyNot(order: TicketOrder, ticket: PricedTicket, now: Date): Refusal | null {
  if (ticket.status === 'refunded') return refuse('alreadyRefunded')
  if (ticket.status === 'used') return refuse('used')
  if (order.status !== 'complete' || ticket.status !== 'sold') return refuse('notIssued')
  const until = order.refundWindowEndsAt
  if (!until || Date.parse(until) <= now.getTime()) return refuse('windowClosed')
  return null
}

/**
 * The ticket's holder under its row lock (a transfer changes it under the same lock), or null,
 * and whether it waits for an address to claim it.
 */
async function holderOf(req: PayloadRequest, id: number) {
  const db = await sqlOf(req)
  const { rows } = await db.execute<{ holder: number | null; pending: boolean }>(
    sql`SELECT t.holder_id AS holder,
               EXISTS (SELECT 1 FROM ticket_transfers x
                       WHERE x.ticket_id = t.id AND x.state = 'pending') AS pending
        FROM tickets t WHERE t.id = ${id} FOR UPDATE OF t`,
  )
  const row = rows[0]
  return row
    ? { holder: row.holder == null ? null : Number(row.holder), pending: row.pending }
    : null
}

/**
 * The holder gives back one ticket of a show that moved (the buyer while they hold it, or whoever
 * it was given to: the money goes back to the buyer's card, the only way back a payment has),
 * within the 7 days the move's notice opened (the contract's promise): under the order's locks
 * (its types, the order; payments then the paid attempt and the intent) the ticket becomes
 * `refunded` and a refund of its price and fee is recorded as an intent on the order's payment,
 * run after the commit, outside every lock.
 * The last ticket given back makes the order `refunded` (never released to the venue); before
 * that, its release is smaller by the prices given back. Two requests at once: the second waits
 * on the locks and finds the ticket refunded. Not while it waits for an address to claim it
 * (`transferPending`: taken back first, or claimed). Null: no such ticket held by `user` (a buyer
 * who gave it away included).
 * Lock order: the order's types, the order, then the ticket's row (a transfer takes only that).
 */
export async function refundTicket(
  payload: Payload,
  user: User,
  idParam: string,
  now = new Date(),
): Promise<RefundedTicket | Refusal | null> {
  const id = parseRecordId(idParam)
  if (!id) return null
  // Full access to find its order: the holder is checked under the ticket's lock, and someone
  // else's ticket is answered as not found, as a missing one.
  const found = await payload.findByID({
    collection: 'tickets',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  const orderId = found ? idOf(found.order) : null
  if (!found || !orderId) return null
  const decided = await inTransaction(payload, user, async (req) => {
    await orderSettlement.lock(req, orderId)
    const order = await readOrder(req, orderId)
    const held = await holderOf(req, id)
    if (!held || held.holder !== user.id) return null
    if (held.pending) return refuse('transferPending')
    const received = idOf(order.buyer) !== user.id
    const tickets = await orderTickets(req, orderId)
    const ticket = tickets.find((t) => t.id === id)
    if (!ticket) return null
    const refusal = whyNot(order, ticket, now)
    if (refusal) return refusal
    const refunded = ticket.price + ticket.fee
    const operation = await recordOrderRefund(req, orderId, {
      amount: refunded,
      key: `ticket-${id}-refund`,
      note: 'showMoved',
    })
    // Full access: tickets and orders are the tickets context's own records.
    await req.payload.update({
      collection: 'tickets',
      id,
      data: { status: 'refunded' },
      overrideAccess: true,
      depth: 0,
      req,
    })
    if (tickets.every((t) => t.id === id || t.status === 'refunded'))
      await req.payload.update({
        collection: 'ticket-orders',
        id: orderId,
        data: { status: 'refunded' },
        overrideAccess: true,
        depth: 0,
        req,
      })
    const buyer = idOf(order.buyer)
    return {
      ticket: { id, status: 'refunded' as const, refunded, received },
      operation,
      tellBuyer: received && buyer ? { buyer, gig: idOf(order.gig)! } : null,
    }
  })
  if (!decided || isFailure(decided)) return decided
  if (decided.operation) await runPaymentOperations(payload, [decided.operation])
  if (decided.tellBuyer) await tellGiver(payload, user, decided.tellBuyer, decided.ticket.refunded)
  return decided.ticket
}

/**
 * The buyer of a ticket they gave away is told when its holder gave it back after the move: the
 * money goes back to the buyer's card, which they would otherwise see with no word of why. After
 * the commit, as every notice (a lost one is logged, and does not undo the refund).
 */
async function tellGiver(
  payload: Payload,
  holder: User,
  { buyer, gig }: { buyer: number; gig: number },
  refunded: number,
) {
  // The server's own read, to name the show in the notice.
  const show = await payload.findByID({
    collection: 'gigs',
    id: gig,
    depth: 0,
    select: { title: true },
    overrideAccess: true,
    disableErrors: true,
  })
  if (!show) return
  const values = { gig: show.title, name: holder.fullname }
  await tellBuyer(payload, buyer, { gig, type: 'givenTicketRefunded', values, refunded })
}

// The tickets context's own record, under its lock: full access (the holder is checked after).
const readOrder = (req: PayloadRequest, id: number): Promise<TicketOrder> =>
  req.payload.findByID({ collection: 'ticket-orders', id, depth: 0, overrideAccess: true, req })
