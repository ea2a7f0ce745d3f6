import { execFileSync } from 'node:child_process'

import type { TestProject } from 'vitest/node'

import { copyDatabase, dropDatabase } from '../../scripts/db/ensureDatabase'
import { prepareDatabase } from '../../scripts/db/prepareDatabase'
import { databaseNameOf, withDatabaseName } from '../../src/server/platform'

declare module 'vitest' {
  export interface ProvidedContext {
    /** One database per test worker, the first for worker 1 (VITEST_POOL_ID 1). */
    databaseUrls: string[]
    payloadSecret: string
  }
}

/**
 * Integration tests run against throw-away databases created for this run (on the embedded
 * Postgres, or on the server DATABASE_URL names), migrated like production, dropped afterwards:
 * one per test worker, so files in different workers never see each other's rows or jobs. The
 * first is migrated; the others are copies of it.
 */
export default async function setup(project: TestProject) {
  const db = await prepareDatabase({
    // Each project of the run (vitest.config.mts) has databases of its own.
    database: `sahne_test_${Date.now()}_${process.pid}_${project.name || 'main'}`,
    fresh: true,
  })
  // Migrations run through the app's own launcher, in a plain Node process like production.
  execFileSync('npx', ['tsx', 'scripts/with-db.ts', '--no-seed'], {
    stdio: 'inherit',
    env: process.env,
  })
  const workers = Number(project.config.maxWorkers) || 1
  const urls = [db.url]
  for (let worker = 2; worker <= workers; worker++) {
    const url = withDatabaseName(db.url, `${databaseNameOf(db.url)}_${worker}`)
    await copyDatabase(db.url, url)
    urls.push(url)
  }
  project.provide('databaseUrls', urls)
  project.provide('payloadSecret', process.env.PAYLOAD_SECRET!)

  return async () => {
    for (const url of urls) await dropDatabase(url)
    await db.stop()
  }
}
