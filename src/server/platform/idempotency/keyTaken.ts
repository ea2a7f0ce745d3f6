// No `server-only`: a plain error class, thrown by the transaction and caught by the route layer.

/**
 * Thrown by `inTransaction` before any work when the request's key was already recorded for its
 * caller (or is being recorded by a transaction that just committed): the write is not done
 * again, and the route layer answers from the recorded key instead.
 */
export class KeyTaken extends Error {
  constructor(readonly caller: string) {
    super('This Idempotency-Key was already used')
  }
}
