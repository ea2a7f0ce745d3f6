import 'server-only'

import type { PayloadRequest } from 'payload'

/**
 * A filled gig that is still to come opens again once one of its bookings is cancelled. Runs in
 * the cancel's transaction, under the gig's row lock the caller took; full access, the cancel
 * itself having been allowed.
 */
export async function reopenFilledGig(req: PayloadRequest, gigId: number): Promise<void> {
  const access = { depth: 0, overrideAccess: true, req } as const
  const gig = await req.payload.findByID({ collection: 'gigs', id: gigId, ...access })
  if (gig.status !== 'filled' || new Date(gig.date) <= new Date()) return
  await req.payload.update({ collection: 'gigs', id: gigId, data: { status: 'open' }, ...access })
}
