'use strict'
/**
 * Test runs only: Payload derives every password hash (an account made, a login, a reset) with
 * PBKDF2-SHA256 at 600,000 rounds (payload/dist/auth/strategies/local/generatePasswordSaltHash),
 * about 0.12 s of one core each, and a refused login for an unknown address spends the same
 * (src/server/people/auth/spendUnknownAccountWork.ts). The integration tests make accounts and
 * sign in by the thousand: those derivations were a quarter of their workers' CPU. Here the same
 * derivation (the same password, salt, key length and digest, the same stored format) runs 1,000
 * rounds: a right password still matches and a wrong one still does not, every process of a run
 * derives alike (this file adds itself to NODE_OPTIONS, so the processes a test starts load it
 * too), and no test asserts the cost. The timing tests, which compare what a login costs, run
 * without it (vitest.solo.mts), as `npm start` always does.
 *
 * Loaded with `--require` by the integration workers (vitest.config.mts) and by the browser
 * tests' seed and server (scripts/e2e.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded with node --require, so CommonJS
const crypto = require('node:crypto')
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { syncBuiltinESMExports } = require('node:module')

const PRODUCTION_ROUNDS = 600_000
const TEST_ROUNDS = 1_000
const rounds = (iterations) => (iterations === PRODUCTION_ROUNDS ? TEST_ROUNDS : iterations)

if (!crypto.pbkdf2.testRounds) {
  const { pbkdf2, pbkdf2Sync } = crypto
  crypto.pbkdf2 = Object.assign(
    (password, salt, iterations, keylen, digest, callback) =>
      pbkdf2(password, salt, rounds(iterations), keylen, digest, callback),
    { testRounds: TEST_ROUNDS },
  )
  crypto.pbkdf2Sync = (password, salt, iterations, keylen, digest) =>
    pbkdf2Sync(password, salt, rounds(iterations), keylen, digest)
  // `import { pbkdf2 } from 'node:crypto'` sees the replacement too.
  syncBuiltinESMExports()
}

const self = `--require=${__filename}`
if (!process.env.NODE_OPTIONS?.includes(self))
  process.env.NODE_OPTIONS = [process.env.NODE_OPTIONS, self].filter(Boolean).join(' ')
