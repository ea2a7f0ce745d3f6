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

type Migrated = { url: string; projects: number; stop: () => Promise<void> }

/**
 * The run's one migrated database, shared by every project's setup: the projects' setups run one
 * after another in this process (each re-imports this module, hence `globalThis`), and migrating
 * took 11 s each time.
 */
const run = globalThis as { sahneMigratedTemplate?: Promise<Migrated> }

async function migrateTemplate(): Promise<Migrated> {
  const db = await prepareDatabase({
    database: `sahne_test_${Date.now()}_${process.pid}`,
    fresh: true,
  })
  // Migrations run through the app's own launcher, in a plain Node process like production.
  execFileSync('npx', ['tsx', 'scripts/with-db.ts', '--no-seed'], {
    stdio: 'inherit',
    env: process.env,
  })
  return { url: db.url, projects: 0, stop: db.stop }
}

/**
 * Integration tests run against throw-away databases created for this run (on the embedded
 * Postgres, or on the server DATABASE_URL names), migrated like production, dropped afterwards:
 * one per test worker of each project, so files in different workers never see each other's rows
 * or jobs. One database is migrated for the whole run and nobody connects to it; every worker's
 * is a copy of it.
 */
export default async function setup(project: TestProject) {
  const template = await (run.sahneMigratedTemplate ??= migrateTemplate())
  template.projects++
  const workers = Number(project.config.maxWorkers) || 1
  const urls: string[] = []
  for (let worker = 1; worker <= workers; worker++) {
    // Each project of the run (vitest.config.mts) has databases of its own.
    const name = `${databaseNameOf(template.url)}_${project.name || 'main'}_${worker}`
    const url = withDatabaseName(template.url, name)
    await copyDatabase(template.url, url)
    urls.push(url)
  }
  project.provide('databaseUrls', urls)
  project.provide('payloadSecret', process.env.PAYLOAD_SECRET!)

  return async () => {
    for (const url of urls) await dropDatabase(url)
    // The last project's teardown drops the template and leaves the embedded cluster.
    if (--template.projects > 0) return
    run.sahneMigratedTemplate = undefined
    await dropDatabase(template.url)
    await template.stop()
  }
}
