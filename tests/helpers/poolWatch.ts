import { AsyncLocalStorage } from 'node:async_hooks'
import path from 'node:path'

import type { Payload } from 'payload'

/**
 * Watches the adapter's pool for an async flow that asks it for a connection while it holds one
 * for a transaction it opened and has not ended. Such a flow, run as many times at once as the
 * pool has connections, starves it: each holds one and waits for another, and pg's pool waits with
 * no timeout, so every request of the instance hangs. Test-only: every int test's Payload is
 * watched (tests/helpers/payload.ts), and a test during which a flow did it fails
 * (tests/helpers/setupEnv.ts).
 *
 * A flow is what runs after the transaction began, in the same chain of awaits: the transaction's
 * own work, Payload's hooks of an operation that opened it, and whatever they await. The flow is
 * marked when the adapter begins the transaction (synchronously, inside Payload's
 * `initTransaction`, so the mark reaches the caller's continuation too) and unmarked when it
 * commits or rolls back. Flows started in one synchronous pass (a `Promise.all` over creates
 * whose first step opens a transaction) share the first one's mark, so one of them querying after
 * its own commit while a sibling's transaction is open reads as an offence: start such test
 * fixtures one after another.
 */

type Flow = { open: Set<string>; begun: Error }
export type PoolOffence = {
  where: string
  begunAt: string
  /** Where the pool was asked, and the last Local API, adapter or raw SQL call before it. */
  stack: string
  calledFrom: string
}
type Adapter = {
  pool: { connect: (...args: unknown[]) => unknown }
  drizzle: object
  beginTransaction: (...args: unknown[]) => Promise<string | number | null>
  commitTransaction: (id: unknown) => Promise<void>
  rollbackTransaction: (id: unknown) => Promise<void>
}

const flows = new AsyncLocalStorage<Flow>()
/**
 * Where the flow last called the Local API or raw SQL: the pool is asked later, in a promise's
 * callback whose own stack no longer reaches the caller.
 */
const lastCall = new AsyncLocalStorage<Error>()
const flowOf = new Map<string, Flow>()
const offences: PoolOffence[] = []
const watched = new WeakSet<object>()

const root = path.resolve(import.meta.dirname, '../..')

/**
 * A stack deep enough to reach the site's code under Payload's and drizzle's frames. V8 walks the
 * frames now and writes them out only when `.stack` is read: an offence's, not every call's.
 */
function stackHere(): Error {
  const limit = Error.stackTraceLimit
  Error.stackTraceLimit = 80
  try {
    return new Error('A flow holding a transaction asked the pool for another connection')
  } finally {
    Error.stackTraceLimit = limit
  }
}

/** The first frames of the site's own code (not a library's, not this file's) in `stack`. */
function siteFrames(stack: string | undefined): string {
  return (stack ?? '')
    .split('\n')
    .slice(1)
    .filter(
      (line) =>
        line.includes(root) &&
        !line.includes('node_modules') &&
        !line.includes('tests/helpers/poolWatch'),
    )
    .slice(0, 3)
    .map((line) => line.trim().replace('at ', '').replace('file://', '').replace(`${root}/`, ''))
    .join(' < ')
}

function noteCalls(target: object, methods: string[]): void {
  const callable = target as Record<string, (...args: unknown[]) => unknown>
  for (const method of methods) {
    const original = callable[method]
    if (typeof original !== 'function') continue
    callable[method] = function (this: unknown, ...args: unknown[]) {
      lastCall.enterWith(stackHere())
      return original.apply(this, args)
    }
  }
}

/** Starts watching `payload`'s pool (once per adapter); `onOffence` hears each offence at once. */
export function watchPool(payload: Payload, onOffence?: (offence: PoolOffence) => void): void {
  const adapter = payload.db as unknown as Adapter
  if (watched.has(adapter)) return
  watched.add(adapter)
  // Where each call came from costs a stack per query (a tenth of a DB-heavy file's time): noted
  // when a sweep writes the offences down (SAHNE_POOL_WATCH), else the offence says how to get it.
  if (onOffence) {
    noteCalls(payload, [
      'find',
      'findByID',
      'count',
      'create',
      'update',
      'delete',
      'forgotPassword',
    ])
    noteCalls(payload.jobs, ['queue'])
    noteCalls(adapter.drizzle, ['execute', 'select', 'insert', 'update', 'delete'])
    // Payload's own reads and writes, for an offence inside Payload (its stack names no site code).
    noteCalls(adapter, [
      'find',
      'findOne',
      'count',
      'create',
      'updateOne',
      'updateMany',
      'deleteOne',
    ])
  }

  const connect = adapter.pool.connect.bind(adapter.pool)
  adapter.pool.connect = (...args: unknown[]) => {
    const flow = flows.getStore()
    if (flow && flow.open.size > 0) {
      const stack = stackHere().stack!
      const calledFrom = lastCall.getStore()?.stack ?? ''
      const offence = {
        where:
          siteFrames(stack) ||
          siteFrames(calledFrom) ||
          (onOffence ? 'unknown' : 'a query (SAHNE_POOL_WATCH=<file> names where)'),
        begunAt: siteFrames(flow.begun.stack),
        stack,
        calledFrom,
      }
      offences.push(offence)
      onOffence?.(offence)
    }
    return connect(...args)
  }

  const begin = adapter.beginTransaction.bind(adapter)
  adapter.beginTransaction = (...args: unknown[]) => {
    let flow = flows.getStore()
    // A flow that holds none starts afresh: a mark left on the test's own chain by an earlier,
    // ended transaction (or shared by siblings started from it) must not join unrelated flows.
    if (!flow || flow.open.size === 0) {
      flow = { open: new Set(), begun: stackHere() }
      flows.enterWith(flow)
    }
    const marked = flow
    return begin(...args).then((id) => {
      if (id !== null && id !== undefined) {
        marked.open.add(String(id))
        flowOf.set(String(id), marked)
      }
      return id
    })
  }

  // Ended before the COMMIT or ROLLBACK, which run on the transaction's own connection: what runs
  // after them (afterCommit's callbacks, inside the commit's wrapper) holds nothing.
  const end = async (id: unknown) => {
    const key = String(await id)
    flowOf.get(key)?.open.delete(key)
    flowOf.delete(key)
  }
  const commit = adapter.commitTransaction.bind(adapter)
  adapter.commitTransaction = async (id) => {
    await end(id)
    return commit(id)
  }
  const rollback = adapter.rollbackTransaction.bind(adapter)
  adapter.rollbackTransaction = async (id) => {
    await end(id)
    return rollback(id)
  }
}

/**
 * Whether the int suite's guard (tests/helpers/setupEnv.ts) fails a test on an offence: on for
 * every file (the setup turns it on again before each), off for a file that restarts Postgres
 * under its clients.
 */
export const poolGuard = { off: false }

/** Every offence since the last call, each once per place; then forgets them. */
export function takePoolOffences(): PoolOffence[] {
  const seen = new Map<string, PoolOffence>()
  for (const offence of offences.splice(0))
    if (!seen.has(offence.where + offence.begunAt))
      seen.set(offence.where + offence.begunAt, offence)
  return [...seen.values()]
}

/** One line per offence: where the pool was asked, and where the held transaction began. */
export const describeOffences = (found: PoolOffence[]) =>
  found.map(({ where, begunAt }) => `${where} (transaction begun at ${begunAt})`)
