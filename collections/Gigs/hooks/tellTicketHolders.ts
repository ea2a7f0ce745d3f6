import type { CollectionAfterChangeHook } from 'payload'

import { openRefundWindows } from '../../../src/server/tickets'
import { jobMeta } from '../../../src/server/platform'
import type { Gig } from '../../../src/payload-types'

const relationId = (ref: Gig['venueProfile']) => (typeof ref === 'object' ? ref?.id : ref) ?? null

/** Whether the change moves the show: its date and time, its venue or its city. */
const moves = (doc: Gig, previous: Gig) =>
  Date.parse(doc.date) !== Date.parse(previous.date) ||
  (doc.venue || null) !== (previous.venue || null) ||
  relationId(doc.venueProfile) !== relationId(previous.venueProfile) ||
  doc.city !== previous.city

/**
 * A show's ticket holders, in the change's transaction (a rollback queues nothing): a cancel
 * queues the refund of every ticket (`refundCancelledShow`, which the payment clock also sweeps
 * for); a move opens each paid order's 7-day refund window and queues the holders' notices, with
 * the show as it was.
 */
export const tellTicketHolders: CollectionAfterChangeHook<Gig> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !previousDoc) return doc
  if (doc.status === 'cancelled') {
    if (previousDoc.status !== 'cancelled')
      await req.payload.jobs.queue({
        task: 'refundCancelledShow',
        input: { gig: doc.id },
        req,
        meta: jobMeta(),
      })
    return doc
  }
  if (!moves(doc, previousDoc)) return doc
  const movedAt = new Date()
  if ((await openRefundWindows(req, doc.id, movedAt)) === 0) return doc
  const from = {
    date: previousDoc.date,
    venue: previousDoc.venue ?? null,
    venueProfile: relationId(previousDoc.venueProfile),
    city: previousDoc.city ?? null,
  }
  await req.payload.jobs.queue({
    task: 'tellShowMoved',
    input: { gig: doc.id, from, movedAt: movedAt.toISOString() },
    req,
    meta: jobMeta(),
  })
  return doc
}
