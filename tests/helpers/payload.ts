import { appendFileSync } from 'node:fs'

import type { Payload } from 'payload'
import { expect } from 'vitest'

import { loadPayload } from '../../src/server/platform/payload/loadPayload'
import { watchPool } from './poolWatch'

let instance: Promise<Payload> | undefined

/**
 * With SAHNE_POOL_WATCH naming a file, every flow that asks the pool for a second connection while
 * holding a transaction's is written to it (tests/helpers/poolWatch.ts): a sweep over the suite.
 */
const sweep = (payload: Payload) => {
  const file = process.env.SAHNE_POOL_WATCH
  if (file)
    watchPool(payload, (offence) =>
      appendFileSync(
        file,
        JSON.stringify({
          test: expect.getState().testPath + ' > ' + expect.getState().currentTestName,
          ...offence,
        }) + '\n',
      ),
    )
  return payload
}

/** The Payload instance of this test file's worker, on the run's throw-away database. */
export const getTestPayload = (): Promise<Payload> => (instance ??= loadPayload().then(sweep))
