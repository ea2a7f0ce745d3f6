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

/**
 * Whether this instance should be sent requests: it is not stopping, Postgres answers, and every
 * migration this build knows is applied. Null when ready, else the reason (for the log).
 */
export async function readiness(): Promise<NotReady | null> {
  if (isDraining()) return 'draining'
  let applied: Set<string>
  try {
    const db = postgresOf(await appPayload())
    if (migrated) {
      await db.drizzle.execute(sql`select 1`)
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
