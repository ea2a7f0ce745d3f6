import 'server-only'

import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * The `Idempotency-Key` of the write being answered, set by the route layer around the handler
 * and read by `inTransaction`, which records the key inside the write's own transaction.
 */
export type KeyContext = {
  readonly key: string
  /** What the request asked for (method, path, body): a repeat must ask for the same. */
  readonly fingerprint: string
  /** Whose key it is when the transaction runs for no user: the client's address, hashed. */
  readonly anonymousCaller: string
  /** Set once a transaction recorded the key and committed: the answer is stored on this row. */
  recordId?: number
  /** Set once a transaction claimed the key: a second one in the same request is a mistake. */
  claimed?: boolean
  /**
   * Set when the write committed before but its answer was never stored (its instance died in
   * between): the request is answered again, and its transaction, instead of running, gives back
   * what it returned then (`replayed` is set once it did).
   */
  committedResult?: { value: unknown }
  replayed?: boolean
}

const store = new AsyncLocalStorage<KeyContext>()

/** Runs `fn` (a keyed write's handler) with its key for the transaction to record. */
export const withIdempotencyKey = <T>(context: KeyContext, fn: () => T): T => store.run(context, fn)

/** The key of the write this code runs for, or undefined. */
export const currentKey = (): KeyContext | undefined => store.getStore()
