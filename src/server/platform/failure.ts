import 'server-only'

import type { MessageKey, MessageValues } from './i18n/translate'

/** What kind of "no" a command answers; src/app/api/_http/failureAnswer.ts maps each to an answer. */
export type FailureKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'tooLarge'
  | 'tooMany'
  | 'unavailable'
  | 'failed'

const FAILURE = Symbol('failure')

/**
 * A command's refusal in the domain's words: its kind, the catalogue key the person is shown (with
 * its placeholders), the input field at fault and, for `tooMany`, how many seconds to wait.
 * Each module narrows the kinds it answers with, e.g. `Failure<'forbidden' | 'conflict'>`.
 */
export interface Failure<K extends FailureKind = FailureKind> {
  readonly [FAILURE]: true
  readonly kind: K
  readonly message: MessageKey
  readonly values?: MessageValues
  readonly field?: string
  readonly retryAfter?: number
  /** A conflict's cause as a stable word the client can branch on (`windowClosed`). */
  readonly reason?: string
}

type Details = Partial<Pick<Failure, 'values' | 'field' | 'retryAfter' | 'reason'>>

export const fail = <K extends FailureKind>(
  kind: K,
  message: MessageKey,
  details: Details = {},
): Failure<K> => ({ [FAILURE]: true, kind, message, ...details })

export const isFailure = (value: unknown): value is Failure =>
  typeof value === 'object' && value !== null && FAILURE in value
