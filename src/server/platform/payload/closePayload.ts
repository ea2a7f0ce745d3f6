import 'server-only'

import type { Payload } from 'payload'

import { postgresOf } from '../db/sqlOf'

/**
 * For scripts that end right after: Payload's destroy() leaves the pg pool open, and the pool
 * never drains because the adapter keeps one client checked out, so ending it is not awaited.
 */
export async function closePayload(payload: Payload): Promise<void> {
  // Unset when Payload never connected.
  const pool = postgresOf(payload).pool as ReturnType<typeof postgresOf>['pool'] | undefined
  await payload.destroy()
  if (!pool || pool.ended) return
  // The connections are going away on purpose: nothing to report.
  pool.removeAllListeners('error')
  pool.on('error', () => {})
  void pool.end().catch(() => {})
}
