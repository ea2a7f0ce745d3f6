import type { Payload } from 'payload'

/**
 * A Payload instance for scripts and tests. The config is imported lazily because it reads
 * DATABASE_URL when evaluated, which the launcher sets first.
 */
export async function loadPayload(): Promise<Payload> {
  const [{ getPayload }, { default: config }] = await Promise.all([
    import('payload'),
    import('../../../payload.config'),
  ])
  return getPayload({ config })
}
