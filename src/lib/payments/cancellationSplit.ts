/** The cancellation policies a booking's terms name. */
export type CancellationPolicy = 'flexible' | 'moderate' | 'strict'

const HOUR = 60 * 60 * 1000

/**
 * Each policy's late window (hours before the gig's start) and the share of the fee, in percent,
 * an organizer who cancels inside it pays the artist. Before the window a cancel is free.
 * The words of each policy are in the `Terms.policy` catalogue and say the same.
 */
const POLICY_WINDOWS: Record<CancellationPolicy, { hours: number; artistPercent: number }> = {
  flexible: { hours: 48, artistPercent: 50 },
  moderate: { hours: 7 * 24, artistPercent: 50 },
  strict: { hours: 21 * 24, artistPercent: 100 },
}

export type Split = {
  /** Kuruş kept for the artist (before the platform's commission). */
  kept: number
  /** Kuruş back to the organizer. */
  refunded: number
  /** Percent of the fee kept for the artist. */
  artistPercent: number
}

/**
 * How a paid `amount` (kuruş) splits when a booking is cancelled at `now`: the artist cancelling
 * refunds everything; the organizer cancelling inside the policy's late window leaves the policy's
 * share to the artist; a gig already started counts as inside every window.
 */
export function cancellationSplit(
  amount: number,
  policy: CancellationPolicy | null | undefined,
  gigStart: string | Date,
  by: 'artist' | 'organizer',
  now: Date = new Date(),
): Split {
  const window = POLICY_WINDOWS[policy ?? 'flexible']
  const hoursLeft = (new Date(gigStart).getTime() - now.getTime()) / HOUR
  const artistPercent = by === 'organizer' && hoursLeft < window.hours ? window.artistPercent : 0
  const kept = Math.round((amount * artistPercent) / 100)
  return { kept, refunded: amount - kept, artistPercent }
}

/** The platform's commission on `kept` kuruş at `percent`, rounded to the kuruş. */
export const commissionOn = (kept: number, percent: number) => Math.round((kept * percent) / 100)
