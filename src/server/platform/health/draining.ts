import 'server-only'

/**
 * Set on the process by the drain preload (scripts/drain.cjs) when the instance is told to stop:
 * from then on it reports itself not ready, so the front stops sending it requests while it
 * finishes the ones in flight. A symbol on globalThis, because the preload is plain Node and the
 * app is Next's bundle: both see the same process-wide object.
 */
const DRAINING = Symbol.for('sahne.draining')

export const isDraining = (): boolean => Boolean((globalThis as Record<symbol, unknown>)[DRAINING])
