import 'server-only'

import type { Failure, FailureKind } from '@/server/platform'
import { isFailure } from '@/server/platform'

import { ApiError } from './ApiError'

/** The one mapping from a domain refusal to an HTTP status. */
const STATUS: Record<FailureKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  tooMany: 429,
  unavailable: 503,
  failed: 500,
}

/** A domain failure as the ApiError `apiRoute` answers: its status, message, field, Retry-After. */
export function failureError({
  kind,
  message,
  values,
  field,
  retryAfter,
  reason,
}: Failure): ApiError {
  const extra: Record<string, unknown> = {}
  if (field) extra.field = field
  if (reason) extra.reason = reason
  if (retryAfter !== undefined) extra.retryAfter = retryAfter
  return new ApiError(STATUS[kind], message, extra, values)
}

/** A command's result, or its failure thrown for `apiRoute` to answer. */
export function orFail<T>(result: T | Failure): Exclude<T, Failure> {
  if (isFailure(result)) throw failureError(result)
  return result as Exclude<T, Failure>
}
