import 'server-only'

import type { Payload } from 'payload'

type Pool = NodeJS.EventEmitter & { end: () => Promise<void>; ended?: boolean }

/**
 * For scripts that end right after: Payload's destroy() leaves the pg pool open, and the pool
 * never drains because the adapter keeps one client checked out, so ending it is not awaited.
 */
export async function closePayload(payload: Payload): Promise<void> {
  const pool = (payload.db as unknown as { pool?: Pool }).pool
  await payload.destroy()
  if (!pool || pool.ended) return
  // The connections are going away on purpose: nothing to report.
  pool.removeAllListeners('error')
  pool.on('error', () => {})
  void pool.end().catch(() => {})
}
