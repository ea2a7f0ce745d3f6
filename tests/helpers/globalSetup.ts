import { execFileSync } from 'node:child_process'

import type { TestProject } from 'vitest/node'

import { dropDatabase } from '../../scripts/db/ensureDatabase'
import { prepareDatabase } from '../../scripts/db/prepareDatabase'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    payloadSecret: string
  }
}

/**
 * Integration tests run against a throw-away database created for this run (on the embedded
 * Postgres, or on the server DATABASE_URL names), migrated like production, dropped afterwards.
 */
export default async function setup(project: TestProject) {
  const db = await prepareDatabase({
    database: `sahne_test_${Date.now()}_${process.pid}`,
    fresh: true,
  })
  // Migrations run through the app's own launcher, in a plain Node process like production.
  execFileSync('npx', ['tsx', 'scripts/with-db.ts', '--no-seed'], {
    stdio: 'inherit',
    env: process.env,
  })
  project.provide('databaseUrl', db.url)
  project.provide('payloadSecret', process.env.PAYLOAD_SECRET!)

  return async () => {
    await dropDatabase(db.url)
    await db.stop()
  }
}
