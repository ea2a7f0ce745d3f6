/**
 * GET /api/health: the process answers (200), nothing more; for a supervisor that restarts a hung
 * process. Whether it should take requests is /api/ready's question. Never kept by a cache.
 */
export const dynamic = 'force-dynamic'

const alive = () =>
  new Response('{"status":"ok"}', {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  })

export const GET = async () => alive()
export const HEAD = async () => new Response(null, { headers: alive().headers })
