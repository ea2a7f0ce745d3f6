/**
 * Why the site (not a person) closed a pending application. `gigStarted` is what older rows
 * say; the clock now closes them as `deadlinePassed` (the deadline, else the gig's start).
 */
export type ClosedReason = 'gigFilled' | 'gigStarted' | 'gigCancelled' | 'deadlinePassed'
