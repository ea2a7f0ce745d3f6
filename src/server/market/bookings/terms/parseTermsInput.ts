import 'server-only'

import { PROVIDES, type BookingTerms } from '@/lib/market/bookingTerms'

import { fail, type Failure } from '../../../platform'
import { isMessageKey } from '../../../platform'
import { termsInputSchema } from './termsInputSchema'

type ParsedTerms = Omit<BookingTerms, 'fee'> & { fee: BookingTerms['fee'] | null }

/** A body as terms (times as ISO instants), or the first problem naming its field (`fee.amount`). */
export function parseTermsInput(body: unknown): ParsedTerms | Failure<'invalid'> {
  const parsed = termsInputSchema.safeParse(body)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const message = isMessageKey(issue?.message ?? '') ? issue!.message : 'AuthApi.invalidBody'
    const field = issue?.path.join('.') || undefined
    return fail('invalid', message as Parameters<typeof fail>[1], field ? { field } : {})
  }
  const input = parsed.data
  const iso = (value: string | null | undefined) =>
    value ? new Date(Date.parse(value)).toISOString() : null
  return {
    fee: input.fee ? { type: input.fee.type, amount: input.fee.amount ?? null } : null,
    setLengthMinutes: input.setLengthMinutes,
    loadInAt: iso(input.loadInAt),
    soundcheckAt: iso(input.soundcheckAt),
    doorsAt: iso(input.doorsAt),
    setAt: iso(input.setAt)!,
    provides: Object.fromEntries(
      PROVIDES.map((key) => [key, Boolean(input.provides?.[key])]),
    ) as BookingTerms['provides'],
    cancellationPolicy: input.cancellationPolicy,
  }
}
