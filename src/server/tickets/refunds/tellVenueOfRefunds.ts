import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { formatMoney } from '@/lib/money/formatMoney'

import { notify, sendOnce } from '../../market'
import { userLocale } from '../../outreach'

/**
 * A cancelled show's venue and what its cancel refunded, once no order of it is left to end:
 * its tickets now refunded and what they had cost their buyers (prices and fees, as at the
 * hold). Null while an order is still held or complete (a sweep will end it and tell then), or
 * when the show refunded no ticket.
 */
async function refundsOf(payload: Payload, gigId: number) {
  const { rows } = await payload.db.drizzle.execute<Record<string, unknown>>(
    sql`SELECT g.organizer_id AS organizer, g.title,
               (SELECT count(*) FROM ticket_orders o
                 WHERE o.gig_id = g.id AND o.status IN ('held', 'complete'))::int AS open,
               count(t.id)::int AS tickets,
               coalesce(sum(l.unit_price + l.unit_fee), 0)::bigint AS amount
        FROM gigs g
        LEFT JOIN tickets t ON t.gig_id = g.id AND t.status = 'refunded'
        LEFT JOIN ticket_orders_lines l
          ON l._parent_id = t.order_id AND l.ticket_type_id = t.ticket_type_id
        WHERE g.id = ${gigId} AND g.status = 'cancelled'
        GROUP BY g.id`,
  )
  const row = rows[0]
  if (!row || Number(row.open) > 0 || !Number(row.tickets) || row.organizer == null) return null
  return {
    organizer: Number(row.organizer),
    title: String(row.title ?? ''),
    tickets: Number(row.tickets),
    amount: Number(row.amount),
  }
}

/**
 * Tells the venue of each cancelled show of `shows` (its id → its place's name), once (a sent-mark
 * `refunds:<showId>`, so the cancel's job and the payment clock's sweep racing, or a retry, tell
 * it once), how many of its tickets were refunded and how much went back to the fans, in its
 * language, in-app and by mail as its notice settings say. Run after the show's orders were
 * ended; a show with an order still to end is told by the run that ends the last one.
 */
export async function tellVenueOfRefunds(payload: Payload, shows: Map<number, string>) {
  for (const [gigId, name] of shows) {
    const refunds = await refundsOf(payload, gigId)
    if (!refunds) continue
    await sendOnce(payload, refunds.organizer, `refunds:${gigId}`, async (req) => {
      // The server's own read of the venue, to write the amount in its language.
      const venue = await payload.findByID({
        collection: 'users',
        id: refunds.organizer,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
        req,
      })
      if (!venue) return
      const values = {
        gig: refunds.title,
        name,
        count: refunds.tickets,
        amount: formatMoney(refunds.amount, userLocale(venue)),
      }
      await notify(
        payload,
        [{ user: refunds.organizer, gig: gigId, type: 'showTicketsRefunded', values }],
        req,
      )
    })
  }
}
