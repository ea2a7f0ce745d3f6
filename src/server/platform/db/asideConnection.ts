import 'server-only'

import type { SQL } from '@payloadcms/db-postgres/drizzle'
import { PgDialect } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Payload } from 'payload'

import { postgresOf, type SqlRunner } from './sqlOf'

type Queryable = {
  query: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>
  on: (event: 'error', fn: () => void) => void
}
type PoolClass = new (options: Record<string, unknown>) => Queryable

const connections = new Map<string, Queryable>()
/** Writes drizzle's `sql` queries as text and parameters, as the adapter's drizzle does. */
const dialect = new PgDialect()

/**
 * A connection of its own for `name`, beside the adapter's pool: one, opened on first use and
 * again after it dropped. Under load every connection of the pool may be busy for seconds, each
 * waiting on a lock or a queue; a question that must not wait its turn behind them (is Postgres
 * there at all; what is left of a ticket type, asked once a second for every buyer) asks here.
 * Made with the adapter's own pg Pool class and settings (pg is a dependency of Payload's adapter,
 * not of this app).
 */
export function asideConnection(payload: Payload, name: string): Queryable {
  let connection = connections.get(name)
  if (!connection) {
    const { constructor, options } = postgresOf(payload).pool as unknown as {
      constructor: PoolClass
      options: Record<string, unknown>
    }
    connection = new constructor({
      ...options,
      max: 1,
      idleTimeoutMillis: 0,
      connectionTimeoutMillis: 2000,
    })
    // A dropped connection is opened again by the next question; unhandled, it would end the process.
    connection.on('error', () => {})
    connections.set(name, connection)
  }
  return connection
}

/** `asideConnection(payload, name)` answering drizzle's `sql` queries, as `sqlOf` does. */
export function asideRunner(payload: Payload, name: string): SqlRunner {
  return {
    execute: async <T extends Record<string, unknown>>(query: SQL) => {
      const { sql, params } = dialect.sqlToQuery(query)
      const { rows } = await asideConnection(payload, name).query(sql, params)
      return { rows: rows as T[] }
    },
  }
}
