/**
 * The Prometheus metrics of one process (prom-client), shared by the stack's instances (through
 * scripts/observe.cjs) and the jobs worker (scripts/worker.ts, on WORKER_METRICS_PORT):
 * - the jobs queue: its depth and the age of its oldest due job (read from Postgres);
 * - the data cache's reads (the app's `cachedRead`) by name and outcome, hit or miss;
 * - jobs run, by task and outcome (completed, failed, retrying);
 * - the Postgres pool of Payload's adapter: connections open, idle, and requests waiting for one;
 * - the process's own (CPU, memory, event-loop lag).
 * The app reports cache reads, job runs and its pool through `globalThis[Symbol.for('sahne.observer')]`
 * (src/server/platform/observe/metricsHook.ts), which this fills in.
 *
 * `mayScrape`: only `Authorization: Bearer $METRICS_TOKEN`, or a scraper on one of
 * TRUST_PROXY_FROM's addresses that sent no forwarded chain (a request relayed by the front
 * carries one); anyone else gets a 404.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded with node --require, so CommonJS
const { timingSafeEqual } = require('node:crypto')
// eslint-disable-next-line @typescript-eslint/no-require-imports
const client = require('prom-client')

function createMetrics() {
  const registry = new client.Registry()
  client.collectDefaultMetrics({ register: registry })

  let pool = null
  const queryJobs = async () => {
    if (!process.env.DATABASE_URL) return null
    if (!pool) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { Pool } = require('pg')
      pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 1 })
      pool.on('error', () => {})
    }
    const { rows } = await pool.query(
      `select count(*)::int as depth,
              coalesce(extract(epoch from now() - min(created_at)
                filter (where processing = false and (wait_until is null or wait_until < now()))), 0)
                as oldest
         from payload_jobs where completed_at is null and has_error is not true`,
    )
    return rows[0]
  }
  new client.Gauge({
    name: 'sahne_jobs_queue_depth',
    help: 'Jobs queued and not finished',
    registers: [registry],
    async collect() {
      const jobs = await queryJobs().catch(() => null)
      if (jobs) this.set(Number(jobs.depth))
    },
  })
  new client.Gauge({
    name: 'sahne_jobs_oldest_due_seconds',
    help: 'Age of the oldest job that is due and not claimed',
    registers: [registry],
    async collect() {
      const jobs = await queryJobs().catch(() => null)
      if (jobs) this.set(Number(jobs.oldest))
    },
  })

  const observer = (globalThis[Symbol.for('sahne.observer')] ??= {})
  const cacheReads = new client.Counter({
    name: 'sahne_data_cache_reads_total',
    help: 'Reads through the data cache (cachedRead), by read and outcome (hit or miss)',
    labelNames: ['name', 'outcome'],
    registers: [registry],
  })
  observer.cacheRead = (name, outcome) => cacheReads.inc({ name, outcome })
  const jobRuns = new client.Counter({
    name: 'sahne_jobs_run_total',
    help: 'Jobs run by this process, by task and outcome (completed, failed, retrying)',
    labelNames: ['task', 'outcome'],
    registers: [registry],
  })
  observer.jobRun = (task, outcome) => jobRuns.inc({ task, outcome })
  const holdBatches = new client.Histogram({
    name: 'sahne_ticket_hold_batch_holds',
    help: "Ticket holds per pass of their types' locks (one batch of an instance's holds)",
    buckets: [1, 2, 5, 10, 20, 50, 100],
    registers: [registry],
  })
  observer.holdBatch = (holds) => holdBatches.observe(holds)
  new client.Gauge({
    name: 'sahne_pg_pool_connections',
    help: "Connections of Payload's Postgres pool, by state (total open, idle)",
    labelNames: ['state'],
    registers: [registry],
    collect() {
      if (!observer.pool) return
      this.set({ state: 'total' }, observer.pool.totalCount)
      this.set({ state: 'idle' }, observer.pool.idleCount)
    },
  })
  new client.Gauge({
    name: 'sahne_pg_pool_waiting',
    help: "Queries waiting for a connection of Payload's Postgres pool",
    registers: [registry],
    collect() {
      if (observer.pool) this.set(observer.pool.waitingCount)
    },
  })

  const trustedFrom = (process.env.TRUST_PROXY_FROM || '')
    .split(',')
    .map((entry) => entry.trim().replace(/^::ffff:(?=\d+\.)/i, ''))
    .filter(Boolean)
  const token = process.env.METRICS_TOKEN || ''
  const sameToken = (given) => {
    const a = Buffer.from(given)
    const b = Buffer.from(token)
    return token.length > 0 && a.length === b.length && timingSafeEqual(a, b)
  }
  const mayScrape = (request) => {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization || '')?.[1]
    if (bearer) return sameToken(bearer)
    const address = (request.socket.remoteAddress || '').replace(/^::ffff:(?=\d+\.)/i, '')
    const relayed = Boolean(request.headers['x-forwarded-for'])
    return trustedFrom.includes(address) && !relayed
  }

  /** Answers a scrape (GET, allowed) with the metrics, anything else with a 404. */
  const answer = (request, response) => {
    if (request.method !== 'GET' || !mayScrape(request)) {
      response.statusCode = 404
      response.end()
      return
    }
    registry.metrics().then(
      (text) => {
        response.setHeader('Content-Type', registry.contentType)
        response.setHeader('Cache-Control', 'no-store')
        response.end(text)
      },
      () => {
        response.statusCode = 500
        response.end()
      },
    )
  }

  return { registry, client, answer }
}

module.exports = { createMetrics }
