import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'

import { defineConfig } from 'vitest/config'

const root = import.meta.dirname

/**
 * Files that must run with nothing beside them, one at a time (vitest.solo.mts, `npm run
 * test:solo`): the timing tests compare response times, which a second worker's load would blur;
 * the stack's and the jobs workers' tests start processes and wait for them within set times; the
 * fault run restarts the Postgres server every worker's database lives on. The seed's test is
 * here for its database: none of these files makes bookings. The city-and-genre plan test asserts
 * the planner's choice, which weighs the whole gigs table: beside the shared workers' files, which
 * keep writing gigs into it, the same statements were planned on the heap in one CI run of two.
 */
export const SOLO = [
  'tests/int/**/*.timing.int.spec.ts',
  'tests/int/stack.*.int.spec.ts',
  'tests/int/jobs.worker.int.spec.ts',
  'tests/int/observe.worker.int.spec.ts',
  'tests/int/fault.restart.int.spec.ts',
  // The demo seeds act on the whole database, as on an app's first start (the bookings they make
  // are counted and given terms across every booking): in a shared worker another file's bookings
  // are already there, so this file runs where no other file writes bookings.
  'tests/int/market.seed.int.spec.ts',
  'tests/int/market.cityGenre.plans.int.spec.ts',
]

/**
 * Most files share their worker's modules (`isolate: false`): Payload and the server load once per
 * worker instead of once per file, which took two thirds of the run's time. Each file still starts
 * from the worker's first environment (tests/helpers/setupEnv.ts). A file runs with modules of its
 * own when sharing would leak into it or out of it:
 * - it replaces a module (`vi.mock`): the mock would stay for the files after it, or not take
 *   effect when the real module is already loaded; or it loads modules again (`vi.resetModules`),
 *   which would reload them under the files after it;
 * - it sets environment variables and then imports a module that reads them as it loads (Payload's
 *   config with an S3 bucket): in a shared worker that module is already loaded.
 * Both are found by reading the files, so a new file is sorted by what it does. A file whose only
 * replaced module is `next/cache` through the worker's one recorder (tests/helpers/recordedCache.ts)
 * shares its worker's modules with the other such files, in a project of their own ('recording'):
 * Payload loads once per worker there too. A helper's own state runs on across files too
 * (makeGig's default date moves a day later per gig the worker made): a test that compares dates
 * names them.
 */
const REPLACES_MODULES = /\bvi\.(mock|doMock|resetModules)\(/
const SETS_ENV =
  /process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|Object\.assign\(process\.env|process\.env\s*=[^=]|vi\.stubEnv\(/
const IMPORTS_LATER = /\bawait import\(/

const RECORDS_CACHE =
  /\bvi\.mock\('next\/cache', async \(actual\) =>\s*\(await import\('\.\.\/helpers\/recordedCache'\)\)\.recordedNextCache\(actual\),?\s*\)/g

const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

function needsOwnModules(text: string): boolean {
  return REPLACES_MODULES.test(text) || (SETS_ENV.test(text) && IMPORTS_LATER.test(text))
}

const FILES = readdirSync(path.join(root, 'tests/int'))
  .filter((name) => name.endsWith('.int.spec.ts'))
  .map((name) => `tests/int/${name}`)

export const ISOLATED = FILES.filter((file) =>
  needsOwnModules(read(file).replace(RECORDS_CACHE, '')),
)

/** Files that record the cache tags and need nothing else of their own. */
export const RECORDING = FILES.filter(
  (file) => !ISOLATED.includes(file) && read(file).replace(RECORDS_CACHE, '') !== read(file),
)

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.join(root, 'payload.config.ts'),
      '@/': path.join(root, 'src') + '/',
      'server-only': path.join(root, 'tests/helpers/serverOnly.ts'),
    },
  },
  test: {
    environment: 'node',
    globalSetup: ['./tests/helpers/globalSetup.ts'],
    setupFiles: ['./tests/helpers/setupEnv.ts'],
    // Password hashes at 1,000 rounds instead of Payload's 600,000, in the workers and in every
    // process they start (tests/helpers/testPasswordHash.cjs): the runs make accounts and sign in
    // by the hundred, at 0.12 s of CPU each. The timing tests keep the real cost (vitest.solo.mts).
    execArgv: ['--require', path.join(root, 'tests/helpers/testPasswordHash.cjs')],
    // Files run in workers (TEST_WORKERS to choose; at least two, one per two cores beyond), each
    // worker with a throw-away database of its own (tests/helpers/globalSetup.ts); files in one
    // worker run one after another. On the 2-core CI machine two workers took 14.3 min where one
    // took 17.4.
    maxWorkers:
      Number(process.env.TEST_WORKERS) || Math.max(2, Math.floor(availableParallelism() / 2)),
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      // Vitest adds a project's include and exclude to the root's, so neither is set at the root.
      {
        extends: true,
        test: {
          name: 'shared',
          isolate: false,
          include: ['tests/int/**/*.int.spec.ts'],
          exclude: [...SOLO, ...ISOLATED, ...RECORDING],
        },
      },
      {
        extends: true,
        test: { name: 'recording', isolate: false, include: RECORDING, exclude: SOLO },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED, exclude: SOLO } },
    ],
  },
})
