import path from 'node:path'

import { defineConfig } from 'vitest/config'

const root = import.meta.dirname

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
    globalSetup: ['./tests/helpers/globalSetup.ts'],
    setupFiles: ['./tests/helpers/setupEnv.ts'],
    // One throw-away database for the run; files run one after another against it.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
