import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { postgresOf, readiness } from '../../src/server/platform'
import { getTestPayload } from '../helpers/payload'

type PoolClient = { release: () => void }
type Pool = {
  options: { max?: number }
  totalCount: number
  idleCount: number
  connect: () => Promise<PoolClient>
  query: (sql: string) => Promise<unknown>
}

let payload: Payload
const held: PoolClient[] = []

beforeAll(async () => {
  payload = await getTestPayload()
  // The first answer reads the migrations through the pool; later ones only ask Postgres.
  expect(await readiness()).toBeNull()
})
afterAll(() => {
  for (const client of held.splice(0)) client.release()
})

describe('readiness under load', () => {
  it('answers ready while every connection of the pool is busy (Postgres answers all the same)', async () => {
    const pool = postgresOf(payload).pool as unknown as Pool
    // Every connection the pool may open taken (some may be out already, Payload's own).
    const free = (pool.options.max ?? 10) - (pool.totalCount - pool.idleCount)
    for (let i = 0; i < free; i++) held.push(await pool.connect())
    let pooledAnswered = false
    const pooled = pool.query('select 1').then(() => (pooledAnswered = true))
    expect(await readiness()).toBeNull()
    // The pool's own query still waits for a connection: readiness did not need one.
    expect(pooledAnswered).toBe(false)
    for (const client of held.splice(0)) client.release()
    await pooled
  })

  it('keeps each verdict where the probe’s preload answers from, with a way to decide again', async () => {
    const before = Date.now()
    expect(await readiness()).toBeNull()
    const verdict = (globalThis as Record<symbol, unknown>)[Symbol.for('sahne.readiness')] as {
      ready: boolean
      at: number
      refresh: () => void
    }
    expect(verdict.ready).toBe(true)
    expect(verdict.at).toBeGreaterThanOrEqual(before)
    // Asked to decide again, it decides once and keeps the new verdict.
    verdict.refresh()
    await expect
      .poll(() => (globalThis as Record<symbol, unknown>)[Symbol.for('sahne.readiness')])
      .not.toBe(verdict)
  })
})
