import pg from 'pg'

import { databaseNameOf, withDatabaseName } from '../../src/server/platform'

/** Creates the database named in `url` if it does not exist; with `fresh`, drops it first. */
export async function ensureDatabase(url: string, { fresh = false } = {}): Promise<void> {
  const name = databaseNameOf(url)
  const admin = new pg.Client({ connectionString: withDatabaseName(url, 'postgres') })
  await admin.connect()
  try {
    const quoted = admin.escapeIdentifier(name)
    if (fresh) await admin.query(`DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`)
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (!rowCount) await admin.query(`CREATE DATABASE ${quoted} ENCODING 'UTF8' TEMPLATE template0`)
  } finally {
    await admin.end()
  }
}

/** Creates the database `url` names as a copy of `template`'s (which nobody may be connected to). */
export async function copyDatabase(template: string, url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: withDatabaseName(url, 'postgres') })
  await admin.connect()
  try {
    const quote = (name: string) => admin.escapeIdentifier(name)
    await admin.query(`DROP DATABASE IF EXISTS ${quote(databaseNameOf(url))} WITH (FORCE)`)
    await admin.query(
      `CREATE DATABASE ${quote(databaseNameOf(url))} TEMPLATE ${quote(databaseNameOf(template))}`,
    )
  } finally {
    await admin.end()
  }
}

export async function dropDatabase(url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: withDatabaseName(url, 'postgres') })
  await admin.connect()
  try {
    await admin.query(
      `DROP DATABASE IF EXISTS ${admin.escapeIdentifier(databaseNameOf(url))} WITH (FORCE)`,
    )
  } finally {
    await admin.end()
  }
}
