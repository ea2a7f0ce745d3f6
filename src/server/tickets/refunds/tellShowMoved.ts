import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { sendOnce } from '../../market'
import { notify } from '../../market'
import { userLocale } from '../../outreach'
import { istanbulDateTime, placeOf, type ShowWhere } from './showPlace'

/** The buyers of a show's complete orders, each with the latest end of their refund windows. */
async function holdersOf(payload: Payload, gigId: number) {
  const { rows } = await payload.db.drizzle.execute<Record<string, unknown>>(
    sql`SELECT buyer_id AS buyer, max(refund_window_ends_at) AS until FROM ticket_orders
        WHERE gig_id = ${gigId} AND status = 'complete' AND buyer_id IS NOT NULL
        GROUP BY buyer_id ORDER BY buyer_id`,
  )
  return rows.map((row) => ({
    buyer: Number(row.buyer),
    until: row.until ? new Date(String(row.until)).toISOString() : null,
  }))
}

/**
 * Tells every holder of a moved show (queued by the move, run by the worker): one notice each,
 * with its mail, in their language, naming the old and the new date and place in Istanbul time
 * and the end of their window to ask for a refund. `movedAt` names the move, so a retried job
 * tells nobody twice and a second move tells everyone again. Answers how many were told.
 */
export async function tellShowMoved(
  payload: Payload,
  gigId: number,
  from: ShowWhere,
  movedAt: string,
): Promise<number> {
  // The worker's own read of the show as it is now.
  const gig = await payload.findByID({
    collection: 'gigs',
    id: gigId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!gig || gig.status === 'cancelled') return 0
  const [before, after] = [await placeOf(payload, from), await placeOf(payload, gig)]
  let told = 0
  for (const { buyer, until } of await holdersOf(payload, gigId)) {
    const sent = await sendOnce(payload, buyer, `showMoved:${gigId}:${movedAt}`, async (req) => {
      const user = await payload.findByID({
        collection: 'users',
        id: buyer,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
        req,
      })
      if (!user) return
      const locale = userLocale(user)
      const values = {
        gig: gig.title,
        name: after,
        from: `${istanbulDateTime(locale, from.date)}, ${before}`,
        to: `${istanbulDateTime(locale, gig.date)}, ${after}`,
        until: until ? istanbulDateTime(locale, until) : '',
      }
      await notify(payload, [{ user: buyer, gig: gigId, type: 'ticketShowMoved', values }], req)
    })
    if (sent) told++
  }
  return told
}
