import 'server-only'

import { Forbidden } from 'payload'

import { gigRuleViolation, type GigRuleInput } from '@/lib/market/gigRules'
import type { MessageKey } from '../../platform'
import { fail, type Failure } from '../../platform'

export type GigFailure = Failure<'forbidden' | 'invalid'>

/** The first broken rule across fields (invalid, with its field), or null. */
export function gigRulesRefusal(gig: GigRuleInput): GigFailure | null {
  const violation = gigRuleViolation(gig)
  return violation
    ? fail('invalid', violation.message as MessageKey, { field: violation.field })
    : null
}

/** A start that is not in the future (a new gig, or a gig moved to another date), or null. */
export function pastDateRefusal(date: string, now = Date.now()): GigFailure | null {
  return Date.parse(date) <= now
    ? fail('invalid', 'GigForm.errors.dateInPast', { field: 'date' })
    : null
}

/** Payload's access refusal (the gig is someone else's) as a domain `forbidden`. */
export async function refusedAsForbidden<T>(write: Promise<T>): Promise<T | GigFailure> {
  try {
    return await write
  } catch (error) {
    if (error instanceof Forbidden) return fail('forbidden', 'GigForm.errors.forbidden')
    throw error
  }
}
