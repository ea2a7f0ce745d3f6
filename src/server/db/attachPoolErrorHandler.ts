import type { Payload } from 'payload'

/**
 * pg's Pool emits 'error' when an idle connection dies (a Postgres restart, a network blip).
 * Unhandled, that event crashes the process; handled, the pool just opens a new connection.
 */
export function attachPoolErrorHandler(payload: Payload): void {
  const pool = (payload.db as { pool?: NodeJS.EventEmitter }).pool
  if (!pool || pool.listenerCount('error') > 0) return
  pool.on('error', (error: Error) => {
    payload.logger.warn(`Postgres connection lost (${error.message}); the pool will reconnect`)
  })
}
