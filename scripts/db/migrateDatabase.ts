import type { Migration, Payload } from 'payload'

import { migrations } from '../../migrations'
import { postgresOf } from '../../src/server/platform'

// Any constant works; it only has to be the same for every process of this app.
const MIGRATION_LOCK = 7_402_113

/** Applies the committed migrations, one process at a time. */
export async function migrateDatabase(payload: Payload): Promise<void> {
  const pool = postgresOf(payload).pool
  const client = await pool.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK])
    // The generated list is typed with the adapter's argument types; Payload's with `unknown`.
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {})
    client.release()
  }
}
