import 'server-only'

import type { Payload, PayloadRequest, Where } from 'payload'

import type { ClosedReason } from '../../../lib/market/applicationStates'
import type { Application } from '../../../payload-types'
import { completeBookings } from '../bookings/completeBookings'
import { closeByClock, tellExpiredApplicants } from './closeByClock'

/** How long after its start a gig counts as over, so its bookings are completed. */
const GIG_LENGTH_MS = 6 * 60 * 60 * 1000

/**
 * Closes a gig's pending applications: declined (politely, the UI says why) when it filled up,
 * expired when it was cancelled or started. The site does this, not a person, hence full access.
 */
export async function expirePendingForGig(
  payload: Payload,
  gigId: number,
  reason: ClosedReason,
  req?: Partial<PayloadRequest>,
): Promise<Application[]> {
  const { docs } = await payload.update({
    collection: 'applications',
    overrideAccess: true,
    where: { and: [{ gig: { equals: gigId } }, { state: { equals: 'pending' } }] },
    data: { state: reason === 'gigFilled' ? 'declined' : 'expired', closedReason: reason },
    depth: 0,
    req,
  })
  return docs
}

/**
 * Brings states up to date with the clock (`now`, injected by tests): pending ones of cancelled
 * gigs expire, those whose deadline (else the gig's start) has passed close as `deadlinePassed`
 * with a polite notice to the artist, and confirmed bookings of gigs that are over complete. The
 * `sweepMarketStates` job runs it for every gig once a minute; a gig's own page and an answer to
 * one of its applications run it for that gig (`gigId`), so a decision is never taken on a state
 * the clock has already closed.
 */
export async function sweepMarketStates(
  payload: Payload,
  gigId?: number,
  now = new Date(),
): Promise<void> {
  const forGig: Where[] = gigId ? [{ gig: { equals: gigId } }] : []
  const at = now.toISOString()
  await closeByClock(
    payload,
    { and: [...forGig, { 'gig.status': { equals: 'cancelled' } }] },
    'gigCancelled',
  )
  const overdue: Where = {
    or: [{ 'gig.deadline': { less_than_equal: at } }, { 'gig.date': { less_than_equal: at } }],
  }
  const closed = await closeByClock(payload, { and: [...forGig, overdue] }, 'deadlinePassed')
  await tellExpiredApplicants(payload, closed)
  await completeBookings(payload, new Date(now.getTime() - GIG_LENGTH_MS), now, gigId)
}
