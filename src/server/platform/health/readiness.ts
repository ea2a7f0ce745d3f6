import 'server-only'

import { sql } from '@payloadcms/db-postgres'

import { migrations } from '../../../../migrations'
import { asideConnection } from '../db/asideConnection'
import { postgresOf } from '../db/sqlOf'
import { appPayload } from '../payload/appPayload'
import { isDraining } from './draining'

/** Why an instance does not take requests now: its own words stay in its log, never in an answer. */
type NotReady = 'draining' | 'database' | 'migrations'

/** Once every migration of this build was found applied, it stays applied: not asked again. */
let migrated = false

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
    const payload = await appPayload()
    const db = postgresOf(payload)
    if (migrated) {
      // On a connection of its own: under load every connection of the pool may be busy for
      // seconds, and a `select 1` waiting its turn there made the front's probe time out on every
      // instance at once (503s with no fault at all, 200 clients). Postgres being reachable is
      // what is asked, not whether the pool has a free connection.
      await asideConnection(payload, 'readiness').query('select 1')
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
