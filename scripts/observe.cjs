/**
 * Preloaded into each app instance by `npm run stack` (NODE_OPTIONS=--require ...), before Next
 * sees a request:
 * - the request id: `X-Request-Id` as the front set it (a short token of letters, digits, `-`,
 *   `_`, `.`), else a new one; kept on the request's headers for the app and sent back;
 * - one JSON line per request on stdout (pino): method, route pattern (the page or route of the
 *   build, `/[locale]/blog/[slug]`, never the raw path with its ids, tokens or addresses), status,
 *   duration and request id. Nothing of the query, the body or the headers is written;
 * - Prometheus metrics (prom-client) at `GET /api/metrics`: requests by method, route and status,
 *   their latency, the jobs queue's depth and the age of its oldest due job, the process's own.
 *   Answered only to `Authorization: Bearer $METRICS_TOKEN`, or to a scraper on one of the front's
 *   addresses (TRUST_PROXY_FROM) that sent no forwarded chain (a request relayed by the front
 *   carries one); anyone else gets a 404. Load it after scripts/forward-socket-address.cjs.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded with node --require, so CommonJS
const http = require('node:http')
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { randomUUID, timingSafeEqual } = require('node:crypto')
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { readFileSync } = require('node:fs')
// eslint-disable-next-line @typescript-eslint/no-require-imports
const path = require('node:path')

const MARK = Symbol.for('sahne.observePreload')

if (!http.Server.prototype[MARK]) {
  http.Server.prototype[MARK] = true
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const pino = require('pino')
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const client = require('prom-client')

  const log = pino({
    base: { pid: process.pid, service: process.env.SERVICE_NAME || 'app' },
    // Should a header ever be logged, its secrets are not.
    redact: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization'],
  })

  const registry = new client.Registry()
  client.collectDefaultMetrics({ register: registry })
  const requests = new client.Counter({
    name: 'sahne_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  })
  const latency = new client.Histogram({
    name: 'sahne_http_request_duration_seconds',
    help: 'Time to answer, by method and route pattern',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
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

  /** The build's routes, matched in its own order: static first, then dynamic. */
  let routes = null
  const routeOf = (pathname) => {
    if (!routes) {
      try {
        const distDir = path.resolve(process.env.NEXT_DIST_DIR || '.next')
        const manifest = JSON.parse(
          readFileSync(path.join(distDir, 'routes-manifest.json'), 'utf8'),
        )
        routes = [...(manifest.staticRoutes || []), ...(manifest.dynamicRoutes || [])].map(
          (route) => ({ page: route.page, regex: new RegExp(route.regex) }),
        )
      } catch {
        routes = []
      }
    }
    if (pathname.startsWith('/_next/static/')) return '/_next/static/[file]'
    if (pathname.startsWith('/_next/image')) return '/_next/image'
    const found = routes.find((route) => route.regex.test(pathname))
    // A page reached through a rewrite (the Turkish paths): its first segment, the rest hidden.
    return found
      ? found.page
      : `/${pathname.split('/')[1] || ''}${pathname.split('/').length > 2 ? '/…' : ''}`
  }

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
    // Loaded after the forward preload, this sees the request before it: a forwarded chain here
    // was sent by whoever connected, and the front always sends one for what it relays.
    const relayed = Boolean(request.headers['x-forwarded-for'])
    return trustedFrom.includes(address) && !relayed
  }

  const VALID_ID = /^[\w.-]{1,64}$/
  const emit = http.Server.prototype.emit
  http.Server.prototype.emit = function emitObserved(event, request, response, ...rest) {
    if (event !== 'request' || !response) return emit.call(this, event, request, response, ...rest)
    const sent = request.headers['x-request-id']
    const id = typeof sent === 'string' && VALID_ID.test(sent) ? sent : randomUUID()
    request.headers['x-request-id'] = id
    response.setHeader('X-Request-Id', id)
    const pathname = (request.url || '/').split('?')[0]
    if (pathname === '/api/metrics') {
      if (request.method !== 'GET' || !mayScrape(request)) {
        response.statusCode = 404
        response.end()
        return true
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
      return true
    }
    const started = process.hrtime.bigint()
    response.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      const route = routeOf(pathname)
      const status = String(response.statusCode)
      requests.inc({ method: request.method, route, status })
      latency.observe({ method: request.method, route }, seconds)
      log.info(
        {
          requestId: id,
          method: request.method,
          route,
          status: response.statusCode,
          durationMs: Math.round(seconds * 10000) / 10,
        },
        'request',
      )
    })
    return emit.call(this, event, request, response, ...rest)
  }
}
