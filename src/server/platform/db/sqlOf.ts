import 'server-only'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

/**
 * Payload's Postgres adapter. Payload types `payload.db` as its generic adapter; the site runs on
 * Postgres only, so this is the one place that says so.
 */
export const postgresOf = (payload: Payload) => payload.db as unknown as PostgresAdapter

/**
 * Drizzle for raw SQL: the open transaction of `req` (found as Payload's own drizzle helper finds
 * it) when there is one, else the pool.
 */
export async function sqlOf(from: Payload | PayloadRequest) {
  if (!('payload' in from)) return postgresOf(from).drizzle
  const adapter = postgresOf(from.payload)
  const id = from.transactionID ? await from.transactionID : undefined
  return (id !== undefined && adapter.sessions[id]?.db) || adapter.drizzle
}
