import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest, Where } from 'payload'

import { deleteWhere, sqlOf } from '../../platform'
import { revalidateTags } from '../../platform'
import { accountCacheTags } from './accountCacheTags'
import { cancelAccountGigs } from './cancelAccountGigs'
import { closeAccountDealings } from './closeAccountDealings'
import { retireProfiles } from './retireProfiles'
import { withdrawMarketing } from './withdrawMarketing'

/**
 * The account's ticket orders that carry no money, with their tickets: a free order (RSVP), or an
 * unpaid hold no payment page was opened for (its places go back on sale at once), unless one of
 * its tickets was given to someone else. A paid order, or one a payment was tried for (the
 * provider may still answer), is a payment's record and stays with its tickets, the buyer and
 * holder emptied by the database when the account row goes: a ticket given to a friend stays
 * theirs and may still be given back, a refund under way still finds its order. The tickets it
 * holds of someone else's free order go too.
 */
async function removeOwnTicketOrders(req: PayloadRequest, userId: number): Promise<void> {
  const db = await sqlOf(req)
  const { rows } = await db.execute<{ id: number }>(
    sql`SELECT o.id FROM ticket_orders o
        WHERE o.buyer_id = ${userId}
          AND (o.total = 0 OR (o.status IN ('held', 'released')
               AND NOT EXISTS (SELECT 1 FROM checkout_attempts a WHERE a.order_id = o.id)))
          AND NOT EXISTS (SELECT 1 FROM tickets t
                          WHERE t.order_id = o.id AND t.holder_id IS DISTINCT FROM ${userId})`,
  )
  const orders = rows.map((row) => Number(row.id))
  const heldFree: Where = { and: [{ holder: { equals: userId } }, { 'order.total': { equals: 0 } }] }
  await deleteWhere(
    req,
    'tickets',
    orders.length ? { or: [{ order: { in: orders } }, heldFree] } : heldFree,
  )
  if (orders.length) await deleteWhere(req, 'ticket-orders', { id: { in: orders } })
}

/**
 * Before an account is deleted, in the same transaction: its open dealings close, its gigs and
 * profiles go or are retired, and what was only its own goes (follows, going marks, city
 * requests, notices, sent-marks, calendar feeds and blocks, photos, free tickets and their
 * orders, door-staff invitations, data exports). What the other party keeps (bookings,
 * applications and their threads, reviews, posts, comments) and the payments' records (paid
 * ticket orders and their tickets) stay, its account emptied by the database when the row goes. A marketing opt-in it had is recorded withdrawn.
 */
export async function removeAccountRecords(req: PayloadRequest, userId: number): Promise<void> {
  await withdrawMarketing(req, userId)
  await closeAccountDealings(req, userId)
  await cancelAccountGigs(req, userId)
  // Before the profiles: a deleted artist row may not leave rows that require it behind.
  await deleteWhere(req, 'availability-blocks', { user: { equals: userId } })
  await deleteWhere(req, 'external-calendars', { user: { equals: userId } })
  await retireProfiles(req, userId)
  await deleteWhere(req, 'follows', { follower: { equals: userId } })
  await deleteWhere(req, 'goings', { user: { equals: userId } })
  await deleteWhere(req, 'city-requests', { fan: { equals: userId } })
  await deleteWhere(req, 'notifications', { user: { equals: userId } })
  await deleteWhere(req, 'notice-marks', { user: { equals: userId } })
  await deleteWhere(req, 'calendar-feeds', { user: { equals: userId } })
  // The transfers it gave or received name it: the chain of a ticket's holders is theirs.
  await deleteWhere(req, 'ticket-transfers', {
    or: [{ from: { equals: userId } }, { to: { equals: userId } }],
  })
  await removeOwnTicketOrders(req, userId)
  // Its place at a show's door, and the door staff it invited as a venue.
  await deleteWhere(req, 'door-staff', {
    or: [{ user: { equals: userId } }, { organizer: { equals: userId } }],
  })
  await deleteWhere(req, 'photos', { owner: { equals: userId } })
  // Its 'my data' exports hold a copy of everything above.
  await deleteWhere(req, 'data-exports', { user: { equals: userId } })
  // Posts, comments and reviews keep showing its name until their cached reads are expired.
  await revalidateTags(req, await accountCacheTags(req, userId))
}
