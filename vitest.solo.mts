import { defineConfig } from 'vitest/config'

import base, { SOLO } from './vitest.config.mjs'

/**
 * The files that must run alone (see SOLO), one at a time, with Payload's own password hash: the
 * timing tests compare what a login costs, so the integration suite's cheaper hash
 * (tests/helpers/testPasswordHash.cjs) is not loaded here.
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: SOLO,
    exclude: [],
    maxWorkers: 1,
    projects: undefined,
    execArgv: [],
  },
})
