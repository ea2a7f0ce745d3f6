import type { GigStatus } from './gigStatus'

/**
 * The status a gig's list shows: an open gig whose start has passed is over, not open (the clock
 * job closes it within minutes, the list may be read before).
 */
export const shownGigStatus = (gig: { status: string; date: string }, now: number) =>
  (gig.status === 'open' && Date.parse(gig.date) <= now ? 'past' : gig.status) as GigStatus | 'past'
