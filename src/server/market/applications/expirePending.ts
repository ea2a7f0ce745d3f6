import 'server-only'

import type { Payload, PayloadRequest, Where } from 'payload'

import type { ClosedReason } from '../../../lib/market/applicationStates'
import type { Application } from '../../../payload-types'
import { inTransaction, lockRow } from '../../platform/db/inTransaction'
import { idOf } from './parties'

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
 * Brings states up to date with the clock: pending ones of started or cancelled gigs expire and
 * confirmed bookings of gigs that are over complete. The `sweepMarketStates` job runs it for every
 * gig once a minute; a gig's own page and an answer to one of its applications run it for that gig
 * (`gigId`), so a decision is never taken on a state the clock has already closed.
 */
export async function sweepMarketStates(payload: Payload, gigId?: number): Promise<void> {
  const now = Date.now()
  const forGig: Where[] = gigId ? [{ gig: { equals: gigId } }] : []
  const pending: Where = { state: { equals: 'pending' } }
  // Under each gig's lock, like every other transition: an accept in flight is never expired.
  const close = async (where: Where, reason: ClosedReason) => {
    const due: Where = { and: [...forGig, pending, where] }
    const { docs } = await payload.find({
      collection: 'applications',
      overrideAccess: true,
      where: due,
      select: { gig: true },
      pagination: false,
      depth: 0,
    })
    for (const gig of new Set(docs.map((doc) => idOf(doc.gig)))) {
      await inTransaction(payload, null, async (req) => {
        await lockRow(req, 'gigs', gig)
        await payload.update({
          collection: 'applications',
          overrideAccess: true,
          where: { and: [{ gig: { equals: gig } }, due] },
          data: { state: 'expired', closedReason: reason },
          depth: 0,
          req,
        })
      })
    }
  }
  await close({ 'gig.status': { equals: 'cancelled' } }, 'gigCancelled')
  await close({ 'gig.date': { less_than_equal: new Date(now).toISOString() } }, 'gigStarted')
  await payload.update({
    collection: 'bookings',
    overrideAccess: true,
    where: {
      and: [
        ...forGig,
        { state: { equals: 'confirmed' } },
        { 'gig.date': { less_than_equal: new Date(now - GIG_LENGTH_MS).toISOString() } },
      ],
    },
    // The two parties' 14 days to review each other count from here.
    data: { state: 'completed', completedAt: new Date(now).toISOString() },
    depth: 0,
  })
}
