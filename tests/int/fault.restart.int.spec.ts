import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as gigs from '../../src/app/api/gigs/route'
import * as subscribe from '../../src/app/api/subscribe/fan/route'
import { resetRateLimits } from '../../src/server/platform/rateLimits'
import { apiRequest } from '../helpers/api'
import { getTestPayload } from '../helpers/payload'
import { poolGuard } from '../helpers/poolWatch'
import { embeddedPostmasterFor, restartPostgres } from '../helpers/restartPostgres'

// `npm test` runs the short version; `npm run test:fault` the long one (see scripts/fault.ts).
// Postgres is restarted under the clients: connections die inside transactions, and the pool
// watch's marks of those flows say nothing about what the code asks for.
poolGuard.off = true

const CLIENTS = Number(process.env.FAULT_CLIENTS || 8)
const DOWN_MS = Number(process.env.FAULT_DOWN_MS || 2_000)
const RECOVERY_MS = 5_000

let payload: Payload
const run = `fault-${Date.now().toString(36)}`
const saved = { ...process.env }

type Outcome = { at: number; status: number; kind: 'read' | 'write' }

beforeAll(async () => {
  process.env.RATE_LIMIT_SUBSCRIBE = '1000000/60'
  resetRateLimits()
  payload = await getTestPayload()
})
afterAll(async () => {
  process.env = saved
  resetRateLimits()
  await payload.delete({ collection: 'subscribers', where: { email: { like: `${run}%` } } })
})

/** One client: alternately subscribes a new address and reads the gigs until `until()`. */
async function client(id: number, until: () => boolean, acked: string[], seen: Outcome[]) {
  for (let i = 0; !until(); i++) {
    const email = `${run}-${id}-${i}@example.com`
    const write = await subscribe.POST(
      apiRequest('/api/subscribe/fan', { method: 'POST', body: { email } }),
      {},
    )
    seen.push({ at: Date.now(), status: write.status, kind: 'write' })
    if (write.status === 200) acked.push(email)
    const read = await gigs.GET(apiRequest('/api/gigs'), {} as never)
    seen.push({ at: Date.now(), status: read.status, kind: 'read' })
    if (write.status !== 200) await new Promise((r) => setTimeout(r, 50))
  }
}

describe('clients read and write while Postgres restarts', () => {
  it('loses no acknowledged write, answers only 503s meanwhile, and recovers within 5 s', async (context) => {
    if (!(await embeddedPostmasterFor(process.env.DATABASE_URL!)))
      return context.skip('needs the embedded Postgres (it is restarted)')
    const acked: string[] = []
    const seen: Outcome[] = []
    let upAt = Infinity
    let done = false
    const clients = Array.from({ length: CLIENTS }, (_, id) => client(id, () => done, acked, seen))
    await new Promise((r) => setTimeout(r, 1_000))
    upAt = await restartPostgres(process.env.DATABASE_URL!, DOWN_MS)
    // Run until every client has had a success after the restart, or the recovery time is up.
    const deadline = upAt + RECOVERY_MS + 2_000
    while (Date.now() < deadline && !recovered(seen, upAt, 'write'))
      await new Promise((r) => setTimeout(r, 100))
    await new Promise((r) => setTimeout(r, 500))
    done = true
    await Promise.all(clients)

    const statuses = [...new Set(seen.map((o) => o.status))].sort()
    expect(
      statuses.filter((s) => s !== 200 && s !== 503),
      `statuses ${statuses}`,
    ).toEqual([])
    expect(
      seen.some((o) => o.status === 503),
      'the outage was seen',
    ).toBe(true)
    const firstWrite = seen.find((o) => o.kind === 'write' && o.status === 200 && o.at >= upAt)
    expect(firstWrite, 'a write succeeded after Postgres returned').toBeTruthy()
    expect(firstWrite!.at - upAt).toBeLessThan(RECOVERY_MS)

    const { docs } = await payload.find({
      collection: 'subscribers',
      where: { email: { like: `${run}%` } },
      limit: 0,
      pagination: false,
    })
    const stored = new Set(docs.map((d) => d.email))
    expect(acked.filter((email) => !stored.has(email))).toEqual([])
    console.info(
      `[fault] ${CLIENTS} clients, ${DOWN_MS} ms down: ${acked.length} acknowledged writes all stored; ` +
        `${seen.filter((o) => o.status === 503).length} answers 503; first write ${firstWrite!.at - upAt} ms after Postgres returned`,
    )
  }, 120_000)
})

const recovered = (seen: Outcome[], upAt: number, kind: Outcome['kind']) =>
  seen.some((o) => o.kind === kind && o.status === 200 && o.at >= upAt)
