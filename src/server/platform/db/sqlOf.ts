import 'server-only'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import type { SQL } from '@payloadcms/db-postgres/drizzle'

/** Raw SQL's one call, as drizzle and a connection of its own (asideRunner) both answer it. */
export type SqlRunner = {
  execute<T extends Record<string, unknown>>(query: SQL): PromiseLike<{ rows: T[] }>
}

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

/** Where raw SQL runs: `from` itself when it is a runner (asideRunner), else as `sqlOf` says. */
export async function runnerOf(from: Payload | PayloadRequest | SqlRunner): Promise<SqlRunner> {
  if ('execute' in from) return from
  const db = await sqlOf(from)
  return {
    execute: async <T extends Record<string, unknown>>(query: SQL) => ({
      rows: (await db.execute(query)).rows as T[],
    }),
  }
}
