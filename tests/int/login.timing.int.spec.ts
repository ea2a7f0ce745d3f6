import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as login from '../../src/app/api/auth/login/route'
import { resetRateLimits } from '../../src/server/platform/rateLimits'
import { apiRequest } from '../helpers/api'
import { getTestPayload } from '../helpers/payload'
import { interleavedMedians } from '../helpers/timing'

let payload: Payload
const run = Date.now().toString(36)
const KNOWN = `known-${run}@timing.example.com`
const saved = { ...process.env }

/** One refused login through the route, timed in ms. */
async function timedRefusal(email: string): Promise<number> {
  const started = performance.now()
  const response = await login.POST(
    apiRequest('/api/auth/login', { method: 'POST', body: { email, password: 'Wr0ngPassword' } }),
    {},
  )
  const elapsed = performance.now() - started
  expect(response.status).toBe(401)
  return elapsed
}

beforeAll(async () => {
  payload = await getTestPayload()
  process.env.RATE_LIMIT_LOGIN = '1000/60'
  process.env.RATE_LIMIT_LOGIN_ACCOUNT = '1000/60'
  resetRateLimits()
  await payload.create({
    collection: 'users',
    data: { fullname: 'Timing Known', email: KNOWN, password: 'Passw0rdTest', role: 'artist' },
  })
})
afterAll(async () => {
  process.env = saved
  resetRateLimits()
  await payload.delete({ collection: 'users', where: { email: { equals: KNOWN } } })
})

describe('a refused login takes as long for an unknown address as for a known one', () => {
  it('20 tries each way, interleaved: the medians are within a factor of 1.6', async () => {
    const { known, unknown, ratio } = await interleavedMedians(
      () => timedRefusal(KNOWN),
      (i) => timedRefusal(`nobody-${i}-${run}@timing.example.com`),
    )
    // Before the fix an unknown address answered in about a tenth of the time.
    expect(ratio, `known ${known} ms, unknown ${unknown} ms`).toBeGreaterThan(1 / 1.6)
    expect(ratio).toBeLessThan(1.6)
  }, 120_000)
})
