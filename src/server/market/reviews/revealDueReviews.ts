import 'server-only'

import type { Payload } from 'payload'

/**
 * Shows the blind reviews whose window has ended (`revealAt` passed) though the other side never
 * wrote. Run by the clock's sweep; the collection hook then expires the cached reads, so a cached
 * answer never hides a review for longer than the sweep's minute.
 */
export async function revealDueReviews(payload: Payload, now = new Date()): Promise<number> {
  const { docs } = await payload.update({
    collection: 'reviews',
    overrideAccess: true,
    where: {
      and: [{ revealed: { equals: false } }, { revealAt: { less_than_equal: now.toISOString() } }],
    },
    data: { revealed: true },
    depth: 0,
  })
  return docs.length
}
