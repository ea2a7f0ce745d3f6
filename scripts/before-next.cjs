/**
 * Preloaded into each app instance (`npm run stack`, `npm start`), innermost of the preloads: a
 * request to a route the app registered to be answered before Next (src/app/api/_http/beforeNext.ts)
 * goes straight to that route's own handler, the same function Next would call, without Next's
 * router in between. Measured on the 2-core machine, Next's own request path costs ~1.7 ms of CPU
 * a request before a handler runs (a route that only answers 405 tops out near 590 a second per
 * instance); at an on-sale's moment thousands of holds arrive within a second, and that cost alone
 * kept the answers waiting for seconds. The other preloads still see the request first (its
 * forwarded address, the drain's count, the request id and the metrics), so the handler gets what
 * it would get from Next: the headers as forwarded, the body as a stream, its path's parameters.
 *
 * Only what the app registered is taken, and only when the request can be handed over as a Fetch
 * `Request` (a header Fetch refuses, a malformed parameter: Next answers it as before). The answer
 * carries `Server-Timing: app;desc="before-next";dur=<ms>`, so an operator (and the tests) can
 * tell which path served it.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded with node --require, so CommonJS
const http = require('node:http')
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { Readable } = require('node:stream')

const MARK = Symbol.for('sahne.beforeNextPreload')
/** Map of `METHOD /path/[param]` → { method, pattern, answer }, filled by the app's routes. */
const ROUTES = Symbol.for('sahne.beforeNext')

/** The registered route this request is for, with its decoded path parameters, or null. */
function routeOf(request) {
  /** @type {Map<string, { method: string, pattern: RegExp, answer: (request: Request, params: Record<string, string>) => Promise<Response> }> | undefined} */
  const routes = globalThis[ROUTES]
  if (!routes || routes.size === 0 || !request.url || request.url[0] !== '/') return null
  const query = request.url.indexOf('?')
  const pathname = query === -1 ? request.url : request.url.slice(0, query)
  for (const route of routes.values()) {
    if (route.method !== request.method) continue
    const found = route.pattern.exec(pathname)
    if (!found) continue
    const params = {}
    for (const [name, value] of Object.entries(found.groups ?? {}))
      params[name] = decodeURIComponent(value)
    return { route, params }
  }
  return null
}

/** The request as a Fetch `Request`, as Next's adapter builds it: absolute URL, headers, body. */
function fetchRequestOf(request) {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue
    if (Array.isArray(value)) for (const each of value) headers.append(name, each)
    else headers.set(name, value)
  }
  const bodied = request.method !== 'GET' && request.method !== 'HEAD'
  return new Request(`http://${request.headers.host || 'localhost'}${request.url}`, {
    method: request.method,
    headers,
    ...(bodied ? { body: Readable.toWeb(request), duplex: 'half' } : {}),
  })
}

async function answer(route, params, fetchRequest, response) {
  const started = performance.now()
  let result
  try {
    result = await route.answer(fetchRequest, params)
  } catch (error) {
    // The app's registration answers its own failures; reaching here is a bug, said as Next would.
    console.error('[before-next]', error)
    result = new Response(JSON.stringify({ success: false, message: 'Internal Server Error' }), {
      status: 500,
      headers: { 'Content-Type': 'application/json' },
    })
  }
  const body = Buffer.from(await result.arrayBuffer())
  if (response.destroyed) return
  response.statusCode = result.status
  for (const [name, value] of result.headers)
    if (name !== 'set-cookie') response.setHeader(name, value)
  const cookies = result.headers.getSetCookie()
  if (cookies.length > 0) response.setHeader('Set-Cookie', cookies)
  response.setHeader(
    'Server-Timing',
    `app;desc="before-next";dur=${(performance.now() - started).toFixed(1)}`,
  )
  response.end(body)
}

if (!http.Server.prototype[MARK]) {
  http.Server.prototype[MARK] = true
  const emit = http.Server.prototype.emit
  http.Server.prototype.emit = function emitBeforeNext(event, request, response, ...rest) {
    if (event === 'request' && response) {
      let taken = null
      try {
        const found = routeOf(request)
        if (found) taken = { ...found, fetchRequest: fetchRequestOf(request) }
      } catch {
        taken = null
      }
      if (taken) {
        answer(taken.route, taken.params, taken.fetchRequest, response).catch((error) => {
          console.error('[before-next]', error)
          if (!response.headersSent) response.statusCode = 500
          response.end()
        })
        return true
      }
    }
    return emit.call(this, event, request, response, ...rest)
  }
}
