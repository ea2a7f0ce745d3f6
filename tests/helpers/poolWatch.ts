import { AsyncLocalStorage } from 'node:async_hooks'
import path from 'node:path'

import type { Payload } from 'payload'

/**
 * Watches the adapter's pool for an async flow that asks it for a connection while it holds one
 * for a transaction it opened and has not ended. Such a flow, run as many times at once as the
 * pool has connections, starves it: each holds one and waits for another, and pg's pool waits with
 * no timeout, so every request of the instance hangs. Test-only.
 *
 * A flow is what runs after the transaction began, in the same chain of awaits: the transaction's
 * own work, Payload's hooks of an operation that opened it, and whatever they await. The flow is
 * marked when the adapter begins the transaction (synchronously, inside Payload's
 * `initTransaction`, so the mark reaches the caller's continuation too) and unmarked when it
 * commits or rolls back.
 */

type Flow = { open: Set<string>; begunAt: string }
type Offence = { stack: string; where: string; begunAt: string }
type Adapter = {
  pool: { connect: (...args: unknown[]) => unknown }
  beginTransaction: (...args: unknown[]) => Promise<string | number | null>
  commitTransaction: (id: unknown) => Promise<void>
  rollbackTransaction: (id: unknown) => Promise<void>
}

const flows = new AsyncLocalStorage<Flow>()
const flowOf = new Map<string, Flow>()
const offences: Offence[] = []
const watched = new WeakSet<object>()

const root = path.resolve(import.meta.dirname, '../..')

/** A stack deep enough to reach the site's code under Payload's and drizzle's frames. */
function deepStack(message: string): string {
  const limit = Error.stackTraceLimit
  Error.stackTraceLimit = 80
  try {
    return new Error(message).stack!
  } finally {
    Error.stackTraceLimit = limit
  }
}

/** The first frames of the site's own code (not a library's, not this file's) in `stack`. */
function siteFrame(stack: string): string {
  const own = stack
    .split('\n')
    .slice(1)
    .filter(
      (line) =>
        line.includes(root) &&
        !line.includes('node_modules') &&
        !line.includes('tests/helpers/poolWatch'),
    )
  return own
    .slice(0, 3)
    .map((line) =>
      line
        .trim()
        .replace('at ', '')
        .replace(root + '/', '')
        .replace('file://', ''),
    )
    .join(' < ')
}

/**
 * Where the flow last called the Local API or raw SQL: the pool is asked later, in a promise's
 * callback whose stack no longer reaches the caller.
 */
const lastCall = new AsyncLocalStorage<string>()

function noteCalls<T extends object>(target: T, methods: string[]): void {
  const callable = target as Record<string, (...args: unknown[]) => unknown>
  for (const method of methods) {
    const original = callable[method]
    if (typeof original !== 'function') continue
    callable[method] = function (this: unknown, ...args: unknown[]) {
      if (watching) lastCall.enterWith(siteFrame(deepStack('call')))
      return original.apply(this, args)
    }
  }
}

let report: ((offence: Offence) => void) | undefined
/**
 * Whether the wrappers watch or only pass calls on. They stay in place once set, since others wrap
 * the same methods after them (afterCommit wraps the commit on first use): taking them out would
 * take those out too.
 */
let watching = false

/** Stops watching (the file's worker runs other files on the same Payload after it). */
export function unwatchPool(): void {
  watching = false
  offences.length = 0
}

/**
 * Starts watching `payload`'s pool (its wrappers set once per adapter); `onOffence`, if given,
 * hears each offence as it happens (a sweep over the whole suite writes them down).
 */
export function watchPool(payload: Payload, onOffence?: (offence: Offence) => void): void {
  report ??= onOffence
  watching = true
  const adapter = payload.db as unknown as Adapter
  if (watched.has(adapter)) return
  watched.add(adapter)

  noteCalls(payload, [
    'find',
    'findByID',
    'count',
    'create',
    'update',
    'delete',
    'findGlobal',
    'updateGlobal',
    'forgotPassword',
  ])
  noteCalls(payload.jobs, ['queue'])
  noteCalls((adapter as unknown as { drizzle: object }).drizzle, [
    'execute',
    'select',
    'insert',
    'update',
    'delete',
  ])

  const connect = adapter.pool.connect.bind(adapter.pool)
  adapter.pool.connect = (...args: unknown[]) => {
    const flow = flows.getStore()
    if (watching && flow && flow.open.size > 0) {
      const stack = deepStack('A flow holding a transaction asked the pool for another connection')
      const where = siteFrame(stack) || lastCall.getStore() || 'unknown'
      const offence = { stack, where, begunAt: flow.begunAt }
      offences.push(offence)
      report?.(offence)
    }
    return connect(...args)
  }

  const begin = adapter.beginTransaction.bind(adapter)
  adapter.beginTransaction = (...args: unknown[]) => {
    if (!watching) return begin(...args)
    let flow = flows.getStore()
    // A flow that holds none starts afresh: a mark left on the test's own chain by an earlier,
    // ended transaction (or shared by siblings started from it) must not join unrelated flows.
    if (!flow || flow.open.size === 0) {
      flow = { open: new Set(), begunAt: siteFrame(deepStack('The transaction began')) }
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

  const end = (id: unknown) => {
    flowOf.get(String(id))?.open.delete(String(id))
    flowOf.delete(String(id))
  }
  const commit = adapter.commitTransaction.bind(adapter)
  adapter.commitTransaction = async (id) => {
    // Ended before the COMMIT: it runs on the transaction's own connection, and what runs after it
    // (afterCommit's callbacks, inside the commit's wrapper) holds nothing.
    end(await id)
    return commit(id)
  }
  const rollback = adapter.rollbackTransaction.bind(adapter)
  adapter.rollbackTransaction = async (id) => {
    end(await id)
    return rollback(id)
  }
}

/** Every offence since the last call, each once per place in the site's code; then forgets them. */
export function takePoolOffences(): Offence[] {
  const seen = new Map<string, Offence>()
  for (const offence of offences.splice(0))
    if (!seen.has(offence.where)) seen.set(offence.where, offence)
  return [...seen.values()]
}
