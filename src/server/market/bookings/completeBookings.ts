import 'server-only'

import type { Payload, Where } from 'payload'

import { inTransaction, lockRow } from '../../platform'
import { idOf } from '../applications/parties'

/**
 * Completes the confirmed bookings of gigs over before `endedBefore` (of `gigId` only, when
 * given), one gig at a time under its lock, as an accept or a cancel takes it: a cancel racing
 * the clock either cancels first (then nothing is completed) or finds the booking completed.
 * The site's own work, hence full access.
 */
export async function completeBookings(
  payload: Payload,
  endedBefore: Date,
  now: Date,
  gigId?: number,
): Promise<void> {
  const due: Where = {
    and: [
      ...(gigId ? [{ gig: { equals: gigId } }] : []),
      { state: { equals: 'confirmed' } },
      { 'gig.date': { less_than_equal: endedBefore.toISOString() } },
    ],
  }
  const { docs } = await payload.find({
    collection: 'bookings',
    overrideAccess: true,
    where: due,
    pagination: false,
    depth: 0,
    select: { gig: true },
  })
  for (const gig of new Set(docs.map((booking) => idOf(booking.gig))))
    await inTransaction(payload, null, async (req) => {
      await lockRow(req, 'gigs', gig)
      await payload.update({
        collection: 'bookings',
        overrideAccess: true,
        where: { and: [due, { gig: { equals: gig } }] },
        // The two parties' 14 days to review each other count from here.
        data: { state: 'completed', completedAt: now.toISOString() },
        depth: 0,
        req,
      })
    })
}
