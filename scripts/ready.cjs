/**
 * Preloaded into each app instance by `npm run stack`: the front's probe (`GET` or `HEAD
 * /api/ready`, every second) is answered here, before Next, from the app's own last verdict
 * (src/server/platform/health/readiness.ts publishes it each time it decides), while that verdict
 * is at most READY_FRESH_MS old (default 3 s); past a second it is asked again in the background.
 * An instance busy with an on-sale's burst had every probe wait behind hundreds of requests in
 * Next and time out, so the front took both instances out at once and answered 503 to everyone;
 * busy is not unready. With no verdict yet, a stale one, or the instance draining, the probe goes
 * to Next's /api/ready as before.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded with node --require, so CommonJS
const http = require('node:http')

const MARK = Symbol.for('sahne.readyPreload')
const VERDICT = Symbol.for('sahne.readiness')
const DRAINING = Symbol.for('sahne.draining')
const FRESH_MS = Number(process.env.READY_FRESH_MS ?? 3000)
const REFRESH_AFTER_MS = 1000
/** As the app's route says it (src/app/api/ready/route.ts). */
const RETRY_AFTER_SECONDS = 5

if (!http.Server.prototype[MARK]) {
  http.Server.prototype[MARK] = true
  const emit = http.Server.prototype.emit
  http.Server.prototype.emit = function emitReady(event, request, response, ...rest) {
    if (
      event === 'request' &&
      response &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      request.url === '/api/ready' &&
      !globalThis[DRAINING]
    ) {
      /** @type {{ ready: boolean, at: number, refresh: () => void } | undefined} */
      const verdict = globalThis[VERDICT]
      const age = verdict ? Date.now() - verdict.at : Infinity
      if (verdict && age < FRESH_MS) {
        if (age > REFRESH_AFTER_MS) verdict.refresh()
        const headers = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }
        if (!verdict.ready) headers['Retry-After'] = String(RETRY_AFTER_SECONDS)
        response.writeHead(verdict.ready ? 200 : 503, headers)
        response.end(
          request.method === 'HEAD'
            ? undefined
            : JSON.stringify({ status: verdict.ready ? 'ready' : 'unavailable' }),
        )
        return true
      }
    }
    return emit.call(this, event, request, response, ...rest)
  }
}
