import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { runPaymentOperations } from '../../payments'
import { inTransaction } from '../../platform'
import { endOrderOnCancel, type EndedOrder } from './endOrderOnCancel'
import { placeOf } from './showPlace'
import { tellVenueOfRefunds } from './tellVenueOfRefunds'

/** The orders still to end of cancelled shows (`gigId`'s only, or every one): held or complete. */
async function ordersToEnd(payload: Payload, gigId?: number) {
  const { rows } = await payload.db.drizzle.execute<Record<string, unknown>>(
    sql`SELECT o.id, g.id AS gig, g.title, g.date, g.venue, g.venue_profile_id, g.city
        FROM ticket_orders o JOIN gigs g ON g.id = o.gig_id
        WHERE g.status = 'cancelled' AND o.status IN ('held', 'complete')
          ${gigId ? sql`AND g.id = ${gigId}` : sql``}
        ORDER BY o.id`,
  )
  return rows
}

/** A show's place for a notice, read by its id. */
async function placeOfShow(payload: Payload, gigId: number) {
  // The server's own read of the gig: no user is acting.
  const gig = await payload.findByID({
    collection: 'gigs',
    id: gigId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  return gig ? placeOf(payload, gig) : ''
}

/**
 * Refunds every ticket of cancelled shows (`gigId`'s, queued by the cancel, or all of them, the
 * payment clock's safety net): each order ended in its own transaction under its locks
 * (`endOrderOnCancel`), then its refund intent run after the commit, outside every lock, by the
 * payments' operations (an unknown outcome is asked of the provider by the next run or
 * reconciliation). The job and the clock may run at once: the second waits on the order's locks,
 * finds it ended and does nothing, so each order is refunded once. Then each show's venue is told
 * once, by the run that ended its last order, what its cancel refunded (`tellVenueOfRefunds`).
 * Answers what was ended.
 */
export async function refundCancelledShows(
  payload: Payload,
  gigId?: number,
): Promise<EndedOrder[]> {
  const ended: EndedOrder[] = []
  const names = new Map<number, string>()
  for (const row of await ordersToEnd(payload, gigId)) {
    const gig = Number(row.gig)
    if (!names.has(gig))
      names.set(
        gig,
        await placeOf(payload, {
          date: String(row.date),
          venue: row.venue as string | null,
          venueProfile: row.venue_profile_id == null ? null : Number(row.venue_profile_id),
          city: row.city as string | null,
        }),
      )
    const show = { gig: String(row.title ?? ''), name: names.get(gig)! }
    // The server's own sweep: no user is acting.
    const done = await inTransaction(
      payload,
      null,
      (req) => endOrderOnCancel(req, Number(row.id), show),
      { keyed: false },
    )
    if (!done) continue
    if (done.operation) await runPaymentOperations(payload, [done.operation])
    ended.push(done)
  }
  // A retried job finds its show's orders ended by its first run: its venue may not be told yet.
  if (gigId && !names.has(gigId)) names.set(gigId, await placeOfShow(payload, gigId))
  await tellVenueOfRefunds(payload, names)
  return ended
}
