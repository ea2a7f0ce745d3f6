import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import type { Application, Gig } from '../../../payload-types'
import { lockRow } from '../../platform'
import { fail, type Failure } from '../../platform'
import { idOf } from './parties'

/** A pending application and its gig, as read under the gig's lock. */
type LockedPending = { application: Application; gig: Gig }

/**
 * Every answer to an application (accept, decline, withdraw) starts here, inside its
 * transaction: it locks the gig's row, so transitions on one gig run one after the other, then
 * reads the application and its gig once, under the lock. A conflict when the application is no
 * longer pending, or when the clock has closed it (its gig cancelled, its deadline or the gig's
 * start passed) though the clock's sweep has not written that yet.
 */
export async function lockPending(
  payload: Payload,
  req: PayloadRequest,
  application: Application,
  now = new Date(),
): Promise<LockedPending | Failure<'conflict'>> {
  const gigId = idOf(application.gig)
  await lockRow(req, 'gigs', gigId)
  // Full access: the caller checked that its user may make this transition.
  const current = await payload.findByID({
    collection: 'applications',
    overrideAccess: true,
    id: application.id,
    depth: 0,
    req,
  })
  const gig = await payload.findByID({
    collection: 'gigs',
    overrideAccess: true,
    id: gigId,
    depth: 1,
    req,
  })
  if (current.state !== 'pending')
    return fail('conflict', `Applications.errors.state.${current.state}`)
  if (closedByClock(gig, now)) return fail('conflict', 'Applications.errors.state.expired')
  return { application: current, gig }
}

/** Whether the clock's sweep closes a gig's pending applications (see sweepMarketStates). */
const closedByClock = (gig: Gig, now: Date) =>
  gig.status === 'cancelled' ||
  Date.parse(gig.date) <= now.getTime() ||
  (gig.deadline != null && Date.parse(gig.deadline) <= now.getTime())
