/**
 * `npm run worker`: the jobs runner, apart from the web instances (which run it themselves unless
 * `JOBS_AUTORUN=off`). Every `WORKER_INTERVAL_MS` (default 5 s, as the web server's autoRun) it
 * queues the due schedules and runs the due jobs (mail, the market sweep). Any number of workers
 * may run against one database at once: each claims its own jobs (scripts/worker/runQueueRound.ts).
 * Uses the database the launcher would (DATABASE_URL, or the embedded Postgres under `.data/`).
 */
import { createServer } from 'node:http'
import { createRequire } from 'node:module'

import { prepareDatabase } from './db/prepareDatabase'
import { holdLease } from './worker/lease'
import { runQueueRound } from './worker/runQueueRound'
import { closePayload, postgresOf } from '../src/server/platform'
import { loadPayload } from '../src/server/platform'

let stopped = false
/** How far the worker got, for the line below. */
let stage = 'starting'
// A promise left pending with nothing else to wait for ends Node with code 0, which a supervisor
// would take for a clean stop: say so, and where, and fail, so it is restarted.
process.on('exit', (code) => {
  if (stopped || code !== 0) return
  console.error(`[worker] the process ended without being stopped (while ${stage})`)
  process.exitCode = 1
})

/**
 * The worker's own metrics (scripts/observe/metrics.cjs: the queue, jobs run by task and outcome,
 * its Postgres pool, the process) at `GET /metrics` on WORKER_METRICS_PORT (none when unset),
 * WORKER_METRICS_HOST (127.0.0.1), to the same scrapers as an instance's /api/metrics.
 */
function serveMetrics() {
  const port = Number(process.env.WORKER_METRICS_PORT)
  if (!port) return null
  const { createMetrics } = createRequire(import.meta.url)('./observe/metrics.cjs') as {
    createMetrics: () => {
      answer: (
        request: import('node:http').IncomingMessage,
        response: import('node:http').ServerResponse,
      ) => void
    }
  }
  const metrics = createMetrics()
  const server = createServer((request, response) => {
    if ((request.url ?? '').split('?')[0] !== '/metrics') {
      response.statusCode = 404
      return void response.end()
    }
    metrics.answer(request, response)
  })
  server.listen(port, process.env.WORKER_METRICS_HOST || '127.0.0.1')
  return server
}

async function main() {
  const interval = Number(process.env.WORKER_INTERVAL_MS) || 5000
  // This process drives the queue itself: Payload's own in-process runner stays off.
  process.env.JOBS_AUTORUN = 'off'
  const metrics = serveMetrics()
  stage = 'preparing the database'
  const db = await prepareDatabase()
  stage = 'loading Payload'
  const payload = await loadPayload()
  stage = 'taking a lease'
  // The lease names this worker in every job it claims; while it is renewed, no other worker
  // takes those jobs, and once it lapses (this process killed) they are claimed again.
  const lease = await holdLease(postgresOf(payload).pool, (error) =>
    payload.logger.error({ err: error }, '[worker] renewing the lease failed'),
  )
  stage = 'running rounds'
  payload.logger.info(`[worker] running the jobs queue every ${interval} ms`)

  let stopping = false
  let wake: () => void = () => {}
  const stop = () => {
    stopping = true
    wake()
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)

  while (!stopping) {
    try {
      await runQueueRound(payload, () => stopping, lease.id)
    } catch (error) {
      // The database may be restarting: the next round tries again.
      payload.logger.error({ err: error }, '[worker] round failed')
    }
    await new Promise<void>((resolve) => {
      wake = resolve
      setTimeout(resolve, interval)
    })
  }
  metrics?.close()
  await lease.release().catch(() => {})
  await closePayload(payload)
  await db.stop()
  stopped = true
  process.exit(0)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
