import 'server-only'

import type { Payload } from 'payload'

/**
 * A Payload instance for scripts and tests. The config is imported lazily because it reads
 * DATABASE_URL when evaluated, which the launcher sets first. The two imports run one after the
 * other: concurrent imports of one module graph can deadlock Vitest's module runner.
 */
export async function loadPayload(): Promise<Payload> {
  // Scripts have no Next dev server to follow for hot reloads.
  process.env.DISABLE_PAYLOAD_HMR ??= 'true'
  const { default: config } = await import('../../../../payload.config')
  const { getPayload } = await import('payload')
  return getPayload({ config })
}
