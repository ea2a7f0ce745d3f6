// No `server-only`: the seed (seed/market.ts) runs this in plain Node, where it throws.
import type { Gig } from '../../payload-types'
import { ApiError } from '../../app/api/_http/ApiError'

/**
 * Refuses (409, saying why) a new application or invitation for a gig that is not open, has
 * started or is past its deadline.
 */
export function assertGigTakesApplications(gig: Gig, now = new Date()): void {
  if (gig.status === 'cancelled') throw new ApiError(409, 'Applications.errors.gigCancelled')
  if (gig.status === 'filled') throw new ApiError(409, 'Applications.errors.gigFilled')
  if (new Date(gig.date) <= now) throw new ApiError(409, 'Applications.errors.gigStarted')
  if (gig.deadline && new Date(gig.deadline) <= now)
    throw new ApiError(409, 'Applications.errors.deadlinePassed')
}
