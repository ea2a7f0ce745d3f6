import 'server-only'

import { Forbidden } from 'payload'

import { gigRuleViolation, type GigRuleInput } from '@/lib/market/gigRules'
import { ApiError } from '../../app/api/_http/ApiError'
import type { MessageKey } from '../i18n/translate'

/** 400 with the first broken rule across fields, in the request's language. */
export function assertGigRules(gig: GigRuleInput): void {
  const violation = gigRuleViolation(gig)
  if (violation)
    throw new ApiError(400, violation.message as MessageKey, { field: violation.field })
}

/** 400 for a start that is not in the future (a new gig, or a gig moved to another date). */
export function assertFutureDate(date: string, now = Date.now()): void {
  if (Date.parse(date) <= now)
    throw new ApiError(400, 'GigForm.errors.dateInPast', { field: 'date' })
}

/** Payload's access refusal (the gig is someone else's) as the API's 403. */
export async function refusedAs403<T>(write: Promise<T>): Promise<T> {
  try {
    return await write
  } catch (error) {
    if (error instanceof Forbidden) throw new ApiError(403, 'GigForm.errors.forbidden')
    throw error
  }
}
