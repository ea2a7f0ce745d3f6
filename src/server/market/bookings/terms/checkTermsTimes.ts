import 'server-only'

import { TERMS_LIMITS } from '@/lib/limits'

import { fail, type Failure } from '../../../platform'

const HOUR_MS = 60 * 60 * 1000
const ORDER = ['loadInAt', 'soundcheckAt', 'doorsAt', 'setAt'] as const

type Times = Partial<Record<(typeof ORDER)[number], string | null>>

/**
 * Each time lies between 24 hours before the gig's start and 12 hours after it (gigs have no
 * end), and load-in, soundcheck, doors and set come in that order; the failure names the field at fault.
 */
export function checkTermsTimes(times: Times, gigStart: string): Failure<'invalid'> | null {
  const start = Date.parse(gigStart)
  const from = start - TERMS_LIMITS.hoursBeforeStart * HOUR_MS
  const to = start + TERMS_LIMITS.hoursAfterStart * HOUR_MS
  let previous = -Infinity
  for (const field of ORDER) {
    const value = times[field]
    if (!value) continue
    const at = Date.parse(value)
    if (at < from || at > to) return fail('invalid', 'Terms.errors.window', { field })
    if (at < previous) return fail('invalid', 'Terms.errors.order', { field })
    previous = at
  }
  return null
}
