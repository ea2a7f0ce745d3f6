import 'server-only'

// Errors that mean "Postgres cannot be reached right now", not "this request is wrong": connection
// refused or reset, the server shutting down (57P01-57P03), connection exceptions (class 08), and
// what pg and its pool say when a connection dies or none frees up in time.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND'])
const SHUTDOWN_CODES = new Set(['57P01', '57P02', '57P03'])
const MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /connection (?:refused|reset)/i,
  /the database system is (?:starting up|shutting down|in recovery mode)/i,
  /terminating connection due to administrator command/i,
  /client has encountered a connection error/i,
  /cannot begin transaction/i,
]

type Cause = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown }

/** True when `error` (or anything it wraps) says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false
  const { code, message, cause, errors } = error as Cause
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SHUTDOWN_CODES.has(code))) return true
  if (typeof code === 'string' && code.startsWith('08')) return true
  if (typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message))) return true
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true
  return isDatabaseUnavailable(cause, depth + 1)
}
