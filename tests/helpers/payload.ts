import { appendFileSync } from 'node:fs'

import type { Payload } from 'payload'
import { expect } from 'vitest'

import { loadPayload } from '../../src/server/platform/payload/loadPayload'
import { watchPool, type PoolOffence } from './poolWatch'

let instance: Promise<Payload> | undefined

/**
 * Every test's pool is watched (tests/helpers/poolWatch.ts). With SAHNE_POOL_WATCH naming a file,
 * each offence is also written to it with its test and its whole stack, as it happens.
 */
function watched(payload: Payload): Payload {
  const file = process.env.SAHNE_POOL_WATCH
  const write = (offence: PoolOffence) => {
    const { testPath, currentTestName } = expect.getState()
    appendFileSync(
      file!,
      JSON.stringify({ test: `${testPath} > ${currentTestName}`, ...offence }) + '\n',
    )
  }
  watchPool(payload, file ? write : undefined)
  return payload
}

/** The Payload instance of this test file's worker, on the run's throw-away database. */
export const getTestPayload = (): Promise<Payload> => (instance ??= loadPayload().then(watched))
