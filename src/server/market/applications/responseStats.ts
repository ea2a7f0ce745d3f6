import 'server-only'

import type { Payload, Where } from 'payload'

import type { Application } from '../../../payload-types'

/** How a venue's owner answers applications, or an artist answers invitations. */
export type ResponseStats = { responseRate: number | null; medianResponseHours: number | null }

const WINDOW_MS = 180 * 24 * 60 * 60 * 1000
/** Below this many, a rate or a median says more about luck than about habits. */
const MIN_SAMPLE = 3
const HOUR_MS = 60 * 60 * 1000

/** The receiver said yes or no; a decline because the gig filled up was the site's, not theirs. */
const answered = (doc: Pick<Application, 'state' | 'closedReason'>) =>
  (doc.state === 'accepted' || doc.state === 'declined') && !doc.closedReason

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * Of the ones received in the last 180 days that closed, the share the receiver answered, and
 * the median hours to an answer. Closed means answered or left to the clock (`deadlinePassed`,
 * or `gigStarted` on older rows); a withdrawal, a cancelled or filled gig measure no one's habits.
 * Public aggregates of private rows (no row leaves here), hence full access.
 */
async function responseStats(
  payload: Payload,
  received: Where,
  now = new Date(),
): Promise<ResponseStats> {
  const { docs } = await payload.find({
    collection: 'applications',
    overrideAccess: true,
    where: {
      and: [
        received,
        { createdAt: { greater_than_equal: new Date(now.getTime() - WINDOW_MS).toISOString() } },
        { state: { in: ['accepted', 'declined', 'expired'] } },
      ],
    },
    select: { state: true, closedReason: true, createdAt: true, respondedAt: true },
    pagination: false,
    depth: 0,
  })
  const unanswered = docs.filter(
    (doc) =>
      doc.state === 'expired' &&
      (doc.closedReason === 'deadlinePassed' || doc.closedReason === 'gigStarted'),
  )
  const answers = docs.filter(answered)
  const closed = answers.length + unanswered.length
  const hours = answers
    .filter((doc) => doc.respondedAt)
    .map((doc) => (Date.parse(doc.respondedAt!) - Date.parse(doc.createdAt)) / HOUR_MS)
  return {
    responseRate: closed < MIN_SAMPLE ? null : Math.round((answers.length / closed) * 100) / 100,
    medianResponseHours: hours.length < MIN_SAMPLE ? null : Math.round(median(hours) * 10) / 10,
  }
}

/** A venue answering the applications to its gigs. */
export const venueResponseStats = (payload: Payload, venueId: number, now?: Date) =>
  responseStats(
    payload,
    { and: [{ kind: { equals: 'application' } }, { 'gig.venueProfile': { equals: venueId } }] },
    now,
  )

/** An artist answering the invitations they received. */
export const artistResponseStats = (payload: Payload, artistId: number, now?: Date) =>
  responseStats(
    payload,
    { and: [{ kind: { equals: 'invitation' } }, { artist: { equals: artistId } }] },
    now,
  )
