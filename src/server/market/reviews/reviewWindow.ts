import 'server-only'

import { REVIEW_LIMITS } from '../../../lib/limits'
import type { Booking, Gig } from '../../../payload-types'
import { DAY_MS } from '@/lib/durations'

/** How long after its start a gig counts as over (the sweep completes its bookings then). */
const GIG_LENGTH_MS = 6 * 60 * 60 * 1000

/**
 * When the parties can no longer review each other, and the blind reviews show anyway: 14 days
 * after the booking completed (bookings completed before `completedAt` existed: after the gig ended).
 */
export function reviewWindowEnd(
  booking: Pick<Booking, 'completedAt'>,
  gig: Pick<Gig, 'date'>,
): Date {
  const completed = booking.completedAt
    ? new Date(booking.completedAt).getTime()
    : new Date(gig.date).getTime() + GIG_LENGTH_MS
  return new Date(completed + REVIEW_LIMITS.windowDays * DAY_MS)
}
