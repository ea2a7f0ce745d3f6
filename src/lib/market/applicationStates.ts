/** An artist applies to a gig, or a gig's organizer invites an artist to it. */
export const APPLICATION_KINDS = ['application', 'invitation'] as const
export type ApplicationKind = (typeof APPLICATION_KINDS)[number]

/** `pending` until the receiver answers, the sender withdraws or the gig moves on. */
export const APPLICATION_STATES = [
  'pending',
  'accepted',
  'declined',
  'withdrawn',
  'expired',
] as const
export type ApplicationState = (typeof APPLICATION_STATES)[number]

/**
 * Why the site (not a person) closed a pending application. `gigStarted` is what older rows
 * say; the clock now closes them as `deadlinePassed` (the deadline, else the gig's start).
 */
export const CLOSED_REASONS = ['gigFilled', 'gigStarted', 'gigCancelled', 'deadlinePassed'] as const
export type ClosedReason = (typeof CLOSED_REASONS)[number]

export const BOOKING_STATES = ['confirmed', 'cancelled', 'completed'] as const
export type BookingState = (typeof BOOKING_STATES)[number]
