import 'server-only'

/**
 * Whether an error from Payload's login says the credentials did not match. Matched by name and
 * status rather than `instanceof`: the route's bundle and Payload's may hold two copies of the
 * error classes. A ValidationError (blank password, an email Payload cannot query) is a failed
 * login too: it must answer like a wrong password, never a 500.
 */
export const isPayloadAuthFailure = (error: unknown): boolean => {
  if (!error || typeof error !== 'object') return false
  const { name, status } = error as { name?: unknown; status?: unknown }
  // The production server bundle is minified, so class names can't be relied on: Payload's own
  // errors carry their HTTP status, and a 400 or 401 from a login is a failed login.
  return (
    name === 'AuthenticationError' ||
    name === 'ValidationError' ||
    name === 'QueryError' ||
    status === 400 ||
    status === 401
  )
}

/** Payload's LockedAuth, matched the same way. */
export const isPayloadLockedAuth = (error: unknown): boolean =>
  (error as { name?: unknown } | null)?.name === 'LockedAuth'
