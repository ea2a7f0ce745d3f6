import type { CollectionAfterChangeHook } from 'payload'

import { expirePendingForGig } from '../../../src/server/market'
import { jobMeta } from '../../../src/server/platform'
import type { Gig } from '../../../src/payload-types'

/**
 * Cancelling a gig closes its pending applications and invitations (same transaction) and queues
 * the notices of the fans going to it (the job joins the transaction: a rollback queues none).
 */
export const expireOnCancel: CollectionAfterChangeHook<Gig> = async ({ doc, previousDoc, req }) => {
  if (doc.status === 'cancelled' && previousDoc?.status !== 'cancelled') {
    await expirePendingForGig(req.payload, doc.id, 'gigCancelled', req)
    await req.payload.jobs.queue({
      task: 'notifyShowCancelled',
      input: { gig: doc.id },
      req,
      meta: jobMeta(),
    })
  }
  return doc
}
