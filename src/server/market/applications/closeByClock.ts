import 'server-only'

import type { Payload, Where } from 'payload'

import type { ClosedReason } from '../../../lib/market/applicationStates'
import type { Application } from '../../../payload-types'
import { inTransaction, lockRow } from '../../platform'
import { notify } from '../notifications/notify'
import { describeParties } from './describeParties'
import { idOf } from './parties'

/**
 * Expires the pending applications `due` selects, gig by gig under each gig's lock like every
 * other transition (an accept in flight is never expired), and answers what it closed.
 */
export async function closeByClock(
  payload: Payload,
  due: Where,
  reason: ClosedReason,
): Promise<Application[]> {
  const where: Where = { and: [{ state: { equals: 'pending' } }, due] }
  const { docs } = await payload.find({
    collection: 'applications',
    overrideAccess: true,
    where,
    select: { gig: true },
    pagination: false,
    depth: 0,
  })
  const closed: Application[] = []
  for (const gig of new Set(docs.map((doc) => idOf(doc.gig)))) {
    const updated = await inTransaction(payload, null, async (req) => {
      await lockRow(req, 'gigs', gig)
      const { docs: done } = await payload.update({
        collection: 'applications',
        overrideAccess: true,
        where: { and: [{ gig: { equals: gig } }, where] },
        data: { state: 'expired', closedReason: reason },
        depth: 0,
        req,
      })
      return done
    })
    closed.push(...updated)
  }
  return closed
}

/**
 * The artist of each application that closed unanswered hears it politely, in their language
 * (in-app now, the mail through the queue). An invitation the artist left unanswered tells no one.
 */
export async function tellExpiredApplicants(
  payload: Payload,
  closed: Application[],
): Promise<void> {
  for (const application of closed.filter((doc) => doc.kind === 'application')) {
    const names = await describeParties(payload, application)
    await notify(payload, [
      {
        user: idOf(application.artistUser),
        type: 'applicationExpired',
        application: application.id,
        values: { gig: names.gig, name: names.venue },
      },
    ])
  }
}
