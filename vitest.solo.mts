import { defineConfig } from 'vitest/config'

import base, { SOLO } from './vitest.config.mjs'

/** The files that must run alone (see SOLO), one at a time. */
export default defineConfig({
  ...base,
  test: { ...base.test, include: SOLO, exclude: [], maxWorkers: 1, projects: undefined },
})
