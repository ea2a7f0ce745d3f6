/**
 * Preloaded into each app instance by `npm run stack` (NODE_OPTIONS=--require ...), before Next
 * sees a request:
 * - the request id: `X-Request-Id` as the front set it (a short token of letters, digits, `-`,
 *   `_`, `.`), else a new one; kept on the request's headers for the app and sent back;
 * - one JSON line per request on stdout (pino): method, route pattern (the page or route of the
 *   build, `/[locale]/blog/[slug]`, never the raw path with its ids, tokens or addresses), status,
 *   duration and request id. Nothing of the query, the body or the headers is written;
 * - the request's id on every other line written while answering it: the request runs inside an
 *   AsyncLocalStorage context that Payload's logger reads (src/server/platform/observe), and
 *   console.* lines written in it become JSON lines with the id; a job queued by the request
 *   carries it in its `meta`, so the worker's lines about the job show it too;
 * - Prometheus metrics (prom-client) at `GET /api/metrics`: requests by method, route and status,
 *   their latency, and what scripts/observe/metrics.cjs counts (the jobs queue, the data cache's
 *   hits and misses, the Postgres pool, the process). Answered only to
 *   `Authorization: Bearer $METRICS_TOKEN`, or to a scraper on one of the front's addresses
 *   (TRUST_PROXY_FROM) that sent no forwarded chain (a request relayed by the front carries one;
 *   loaded after scripts/forward-socket-address.cjs, this sees the request before it); anyone
 *   else gets a 404.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded with node --require, so CommonJS
const http = require('node:http')
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { randomUUID } = require('node:crypto')
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { readFileSync } = require('node:fs')
// eslint-disable-next-line @typescript-eslint/no-require-imports
const path = require('node:path')
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { AsyncLocalStorage } = require('node:async_hooks')
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { format } = require('node:util')

const MARK = Symbol.for('sahne.observePreload')

if (!http.Server.prototype[MARK]) {
  http.Server.prototype[MARK] = true
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const pino = require('pino')
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const client = require('prom-client')
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { createMetrics } = require('./observe/metrics.cjs')
  // The context every log line of a request carries (src/server/platform/observe/requestContext.ts
  // reads the same store).
  const contexts = (globalThis[Symbol.for('sahne.logContext')] ??= new AsyncLocalStorage())

  const log = pino({
    base: { pid: process.pid, service: process.env.SERVICE_NAME || 'app' },
    // Should a header ever be logged, its secrets are not.
    redact: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization'],
  })

  const metrics = createMetrics()
  const { registry } = metrics
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

  /** The build's routes, matched in its own order: static first, then dynamic. */
  let routes = null
  // A pathname's route, kept: the same pages are asked for again and again, and matching the
  // build's 160 patterns in turn on every answer costs more than the rest of this line. At most
  // 2,000 pathnames are kept (ids and slugs make them many), then the map starts afresh.
  const known = new Map()
  const routeOf = (pathname) => {
    let route = known.get(pathname)
    if (route === undefined) {
      if (known.size >= 2000) known.clear()
      route = matchRoute(pathname)
      known.set(pathname, route)
    }
    return route
  }
  const matchRoute = (pathname) => {
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
      metrics.answer(request, response)
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
    return contexts.run({ requestId: id }, () => emit.call(this, event, request, response, ...rest))
  }

  // What the app writes with console.* while answering a request (its `[api] …` errors, Next's
  // own) becomes a JSON line with the request's id too; outside a request, lines stay as they are.
  for (const [method, level] of [
    ['log', 'info'],
    ['info', 'info'],
    ['warn', 'warn'],
    ['error', 'error'],
  ]) {
    const original = console[method].bind(console)
    console[method] = (...args) => {
      const context = contexts.getStore()
      if (!context?.requestId) return original(...args)
      log[level]({ ...context }, format(...args))
    }
  }
}
