import 'server-only'

import type { Gig } from '../../../payload-types'
import { fail, type Failure } from '../../platform'

/**
 * Why a gig takes no new application or invitation (not open, started, past its deadline), or
 * null when it takes them.
 */
export function gigRefusal(gig: Gig, now = new Date()): Failure<'conflict'> | null {
  if (gig.status === 'cancelled') return fail('conflict', 'Applications.errors.gigCancelled')
  if (gig.status === 'filled') return fail('conflict', 'Applications.errors.gigFilled')
  if (new Date(gig.date) <= now) return fail('conflict', 'Applications.errors.gigStarted')
  if (gig.deadline && new Date(gig.deadline) <= now)
    return fail('conflict', 'Applications.errors.deadlinePassed')
  return null
}
