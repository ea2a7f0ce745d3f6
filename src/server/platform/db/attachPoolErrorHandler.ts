import 'server-only'

import type { Payload } from 'payload'

type Client = NodeJS.EventEmitter
type Pool = NodeJS.EventEmitter

/**
 * pg's Pool emits 'error' when an idle connection dies (a Postgres restart, a network blip), and a
 * checked-out client emits its own 'error' when the server ends it mid-transaction (pg-pool only
 * listens while the client is idle). Unhandled, either event crashes the process; handled, the
 * failed query rejects, the request answers that the database is unavailable and the pool opens a new connection.
 */
export function attachPoolErrorHandler(payload: Payload): void {
  const pool = (payload.db as { pool?: Pool }).pool
  if (!pool || pool.listenerCount('error') > 0) return
  const warn = (error: Error) =>
    payload.logger.warn(`Postgres connection lost (${error.message}); the pool will reconnect`)
  pool.on('error', warn)
  pool.on('connect', (client: Client) => client.on('error', warn))
}
