import { availableParallelism } from 'node:os'
import path from 'node:path'

import { defineConfig } from 'vitest/config'

const root = import.meta.dirname

/**
 * Files that must run with nothing beside them, one at a time (vitest.solo.mts, `npm run
 * test:solo`): the timing tests compare response times, which a second worker's load would blur;
 * the stack's and the jobs workers' tests start processes and wait for them within set times; the
 * fault run restarts the Postgres server every worker's database lives on.
 */
export const SOLO = [
  'tests/int/**/*.timing.int.spec.ts',
  'tests/int/stack.*.int.spec.ts',
  'tests/int/jobs.worker.int.spec.ts',
  'tests/int/observe.worker.int.spec.ts',
  'tests/int/fault.restart.int.spec.ts',
]

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
    include: ['tests/int/**/*.int.spec.ts'],
    exclude: SOLO,
    globalSetup: ['./tests/helpers/globalSetup.ts'],
    setupFiles: ['./tests/helpers/setupEnv.ts'],
    // Files run in workers (TEST_WORKERS to choose; at least two, one per two cores beyond), each
    // worker with a throw-away database of its own (tests/helpers/globalSetup.ts); files in one
    // worker run one after another. On the 2-core CI machine two workers took 14.3 min where one
    // took 17.4.
    maxWorkers:
      Number(process.env.TEST_WORKERS) || Math.max(2, Math.floor(availableParallelism() / 2)),
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
