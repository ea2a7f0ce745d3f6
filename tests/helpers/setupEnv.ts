import path from 'node:path'

// What `next start` does before it loads anything (next/dist/server/node-environment-baseline):
// Next's modules keep a stand-in that throws on use when they first load without it, and in a
// worker whose files share modules the first file to load them may not have loaded Next's server.
import 'next/dist/server/node-environment-baseline.js'

import pg from 'pg'
import { afterEach, inject } from 'vitest'

import { describeOffences, poolGuard, takePoolOffences } from './poolWatch'
import { clearRecordedCache } from './recordedCache'

// Files that share a worker (vitest.config.mts) each start from the environment the worker had
// before its first file: a variable one file sets never reaches the next.
const holder = globalThis as { sahneWorkerEnv?: NodeJS.ProcessEnv }
const before = (holder.sahneWorkerEnv ??= { ...process.env })
for (const key of Object.keys(process.env)) if (!(key in before)) delete process.env[key]
Object.assign(process.env, before)

// The config reads these when first imported, inside each test file's worker. Each worker has a
// database of its own and its own data folder (outbox, uploads), so files running at the same
// time in two workers never see each other's rows, jobs or mails.
const worker = Number(process.env.VITEST_POOL_ID ?? 1)
const urls = inject('databaseUrls')
process.env.DATABASE_URL = urls[(worker - 1) % urls.length]
if (worker > 1) process.env.SAHNE_DATA_DIR ??= path.resolve('.data', `test-worker-${worker}`)
process.env.PAYLOAD_SECRET = inject('payloadSecret')
// Route handlers start the server's queue runner (appPayload); tests run the queue themselves.
process.env.SAHNE_JOBS_AUTORUN = 'off'

// A file that records the cache tags (tests/helpers/recordedCache.ts) starts with no calls
// recorded and no implementation left by the file before it in the worker.
clearRecordedCache()

// The limits count in the worker's database (rate_limits), and every request a test builds comes
// from the same address: counts one file left must not answer the next file's requests with 429.
const counts = new pg.Client({ connectionString: process.env.DATABASE_URL })
await counts.connect()
try {
  await counts.query('DELETE FROM rate_limits')
} finally {
  await counts.end()
}

// A flow that asked the pool for a second connection while holding a transaction's, during the
// test (tests/helpers/poolWatch.ts): as many at once as the pool has connections hang an instance.
// A file that restarts Postgres under its clients opts out (`poolGuard.off`): connections die
// inside transactions there, and the watch's marks of those flows are not to be trusted.
poolGuard.off = false
afterEach(() => {
  if (poolGuard.off) {
    takePoolOffences()
    return
  }
  const found = describeOffences(takePoolOffences())
  if (found.length)
    throw new Error(
      `Asked the pool for a second connection while holding a transaction's:\n${found.join('\n')}`,
    )
})
