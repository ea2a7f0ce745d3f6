import '@/app/api/_http/beforeNextRoutes'
import { readiness } from '@/server/platform'

/**
 * GET /api/ready: 200 when this instance should be sent requests (Postgres answers, no migration
 * pending, not stopping), else 503 with `Retry-After`. The front probes it on every instance. The
 * answer says only that: the reason goes to the instance's log. Never kept by a cache.
 */
export const dynamic = 'force-dynamic'

const RETRY_AFTER_SECONDS = 5

async function answer(withBody: boolean): Promise<Response> {
  const ready = (await readiness()) === null
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
  }
  if (!ready) headers['Retry-After'] = String(RETRY_AFTER_SECONDS)
  const body = withBody ? JSON.stringify({ status: ready ? 'ready' : 'unavailable' }) : null
  return new Response(body, { status: ready ? 200 : 503, headers })
}

export const GET = () => answer(true)
export const HEAD = () => answer(false)
