import 'server-only'

import { sql } from '@payloadcms/db-postgres'

import { migrations } from '../../../../migrations'
import { postgresOf } from '../db/sqlOf'
import { appPayload } from '../payload/appPayload'
import { isDraining } from './draining'

/** Why an instance does not take requests now: its own words stay in its log, never in an answer. */
type NotReady = 'draining' | 'database' | 'migrations'

/** Once every migration of this build was found applied, it stays applied: not asked again. */
let migrated = false

type Queryable = {
  query: (sql: string) => Promise<unknown>
  on: (event: 'error', fn: () => void) => void
}
type PoolClass = new (options: Record<string, unknown>) => Queryable

/**
 * The readiness question's own connection: one, beside the adapter's pool. Under load every
 * connection of the pool may be busy for seconds; a `select 1` waiting its turn there made the
 * front's probe time out on every instance at once, and the front then had no backend to send
 * anything to (503s with no fault at all, 200 clients). Postgres being reachable is what is
 * asked, not whether the pool has a free connection. Made with the adapter's own pg Pool class and
 * settings (pg is not a dependency of this app but of Payload's adapter).
 */
let probe: Queryable | null = null
function probeConnection(pool: object): Queryable {
  if (!probe) {
    const { constructor, options } = pool as {
      constructor: PoolClass
      options: Record<string, unknown>
    }
    probe = new constructor({
      ...options,
      max: 1,
      idleTimeoutMillis: 0,
      connectionTimeoutMillis: 2000,
    })
    // A dropped connection is opened again by the next question; unhandled, it would end the process.
    probe.on('error', () => {})
  }
  return probe
}

/**
 * Where the last verdict is kept for scripts/ready.cjs, which answers the front's probe from it
 * before Next (an instance busy with a burst of requests is not unready): whether ready, when
 * decided, and how to decide again.
 */
const VERDICT = Symbol.for('sahne.readiness')
let deciding: Promise<unknown> | null = null
const refresh = () => {
  deciding ??= readiness().finally(() => (deciding = null))
}

/**
 * Whether this instance should be sent requests: it is not stopping, Postgres answers, and every
 * migration this build knows is applied. Null when ready, else the reason (for the log). Each
 * verdict is kept where the probe's preload reads it.
 */
export async function readiness(): Promise<NotReady | null> {
  const verdict = await decide()
  ;(globalThis as Record<symbol, unknown>)[VERDICT] = {
    ready: verdict === null,
    at: Date.now(),
    refresh,
  }
  return verdict
}

async function decide(): Promise<NotReady | null> {
  if (isDraining()) return 'draining'
  let applied: Set<string>
  try {
    const db = postgresOf(await appPayload())
    if (migrated) {
      await probeConnection(db.pool).query('select 1')
      return isDraining() ? 'draining' : null
    }
    const { rows } = await db.drizzle.execute<{ name: string }>(
      sql`select name from payload_migrations`,
    )
    applied = new Set(rows.map((row) => row.name))
  } catch (error) {
    console.warn(`[ready] database not reachable: ${(error as Error).message}`)
    return 'database'
  }
  const pending = migrations.filter((migration) => !applied.has(migration.name))
  if (pending.length > 0) {
    console.warn(`[ready] ${pending.length} migration(s) pending: ${pending[0].name} first`)
    return 'migrations'
  }
  migrated = true
  return isDraining() ? 'draining' : null
}
