import 'server-only'

import type { Payload } from 'payload'

import { postgresOf } from '../db/sqlOf'

type PoolUse = { totalCount: number; idleCount: number; waitingCount: number }

/**
 * What a process that exposes metrics keeps on globalThis (scripts/observe/metrics.cjs: the
 * stack's instances through their preload, the worker itself): where cache reads and job runs are
 * counted, and the pool it reads the use of. A process without one (`npm start`, the tests)
 * counts nothing.
 */
type Observer = {
  cacheRead?: (name: string, outcome: 'hit' | 'miss') => void
  jobRun?: (task: string, outcome: 'completed' | 'failed' | 'retrying') => void
  holdBatch?: (holds: number) => void
  pool?: PoolUse
}
const KEY = Symbol.for('sahne.observer')
const holder = globalThis as { [KEY]?: Observer }
const observer = (): Observer => (holder[KEY] ??= {})

/** One read of the data cache (cachedRead): answered from the cache, or loaded. */
export const countCacheRead = (name: string, outcome: 'hit' | 'miss'): void =>
  observer().cacheRead?.(name, outcome)

/** One job run by a worker, by its task and how it ended. */
export const countJobRun = (task: string, outcome: 'completed' | 'failed' | 'retrying'): void =>
  observer().jobRun?.(task, outcome)

/** One pass of a batch of ticket holds through their types' locks, with how many holds it took. */
export const countHoldBatch = (holds: number): void => observer().holdBatch?.(holds)

/** Makes the Postgres pool of Payload's adapter (connections open, idle, waited for) readable. */
export function observePool(payload: Payload): void {
  const pool = postgresOf(payload).pool as unknown as PoolUse | undefined
  if (pool) observer().pool = pool
}
