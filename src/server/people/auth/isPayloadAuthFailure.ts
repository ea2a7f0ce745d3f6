import 'server-only'

import { status as httpStatus } from 'http-status'

/**
 * Whether an error from Payload's login says the credentials did not match. Matched by name and
 * status rather than `instanceof`: the route's bundle and Payload's may hold two copies of the
 * error classes. A ValidationError (blank password, an email Payload cannot query) is a failed
 * login too: it must answer like a wrong password, never as an unexpected error.
 */
export const isPayloadAuthFailure = (error: unknown): boolean => {
  if (!error || typeof error !== 'object') return false
  const { name, status } = error as { name?: unknown; status?: unknown }
  // The production server bundle is minified, so class names can't be relied on: Payload's own
  // errors carry the status of their REST answer, and a bad request or unauthorized from a
  // login is a failed login.
  return (
    name === 'AuthenticationError' ||
    name === 'ValidationError' ||
    name === 'QueryError' ||
    status === httpStatus.BAD_REQUEST ||
    status === httpStatus.UNAUTHORIZED
  )
}
