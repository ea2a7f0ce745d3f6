import type { FeeType, GigStatus } from './gigStatus'

export type GigFee = {
  type?: FeeType | null
  amount?: number | null
  min?: number | null
  max?: number | null
}

export type GigRuleInput = {
  date?: string | null
  deadline?: string | null
  status?: GigStatus | null
  fee?: GigFee | null
}

/** Which field breaks a rule, and the catalogue key that says why. */
type GigRuleViolation = { field: string; message: string }

const E = 'GigForm.errors.'

/**
 * The rules a gig keeps whoever saves it (site, API or panel): the application deadline comes
 * before the start, and a fee carries the amounts its type needs, a range in order.
 */
export function gigRuleViolation(gig: GigRuleInput): GigRuleViolation | null {
  if (gig.date && gig.deadline && Date.parse(gig.deadline) >= Date.parse(gig.date))
    return { field: 'deadline', message: `${E}deadlineAfterStart` }
  const fee = gig.fee
  if (fee?.type === 'fixed' && (fee.amount == null || fee.amount < 0))
    return { field: 'fee.amount', message: `${E}feeAmountInvalid` }
  if (fee?.type === 'range') {
    if (fee.min == null || fee.max == null)
      return { field: 'fee.min', message: `${E}feeRangeInvalid` }
    if (fee.min > fee.max) return { field: 'fee.min', message: `${E}feeRangeOrder` }
  }
  return null
}

/** A gig takes part in the market while it is open and has not started. */
export const isActiveGig = (gig: { date: string; status?: GigStatus | null }, now = Date.now()) =>
  (gig.status ?? 'open') === 'open' && Date.parse(gig.date) > now

/** Whether a gig (a show) has started: read when a (cached) page renders; the server refuses late marks anyway. */
export const hasStarted = (date: string, now = Date.now()) => Date.parse(date) <= now
