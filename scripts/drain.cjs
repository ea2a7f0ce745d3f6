/**
 * Preloaded into each app instance by `npm run stack` (NODE_OPTIONS=--require ..., with
 * NEXT_MANUAL_SIG_HANDLE=1 so Next leaves the signals to this). SIGTERM or SIGINT drains the
 * instance instead of ending it at once:
 *   1. /api/ready answers 503 from now on (the flag below), so the front's probe takes the
 *      instance out of its director; requests still arriving meanwhile are served;
 *   2. after DRAIN_GRACE_MS (default 4 s: the front's probe, every second, needs two failures)
 *      the listening socket closes, so new connections are refused, idle keep-alive connections
 *      close, and answers still to come carry `Connection: close`;
 *   3. the requests in flight finish, for DRAIN_TIMEOUT_MS at most (default 10 s), then the
 *      process exits (0: it stopped because it was told to).
 * A second signal while draining changes nothing; SIGKILL still ends it at once.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded with node --require, so CommonJS
const http = require('node:http')

const MARK = Symbol.for('sahne.drainPreload')
const DRAINING = Symbol.for('sahne.draining')
const grace = Number(process.env.DRAIN_GRACE_MS ?? 4000)
const limit = Number(process.env.DRAIN_TIMEOUT_MS ?? 10000)

const servers = new Set()
let inFlight = 0
let settled = () => {}

if (!http.Server.prototype[MARK]) {
  http.Server.prototype[MARK] = true
  const emit = http.Server.prototype.emit
  http.Server.prototype.emit = function emitCounted(event, request, response, ...rest) {
    if (event === 'listening') servers.add(this)
    if (event === 'request' && response) {
      servers.add(this)
      inFlight++
      if (globalThis[DRAINING] === 'closing') response.shouldKeepAlive = false
      let done = false
      const finished = () => {
        if (done) return
        done = true
        inFlight--
        if (inFlight === 0) settled()
      }
      response.once('finish', finished)
      response.once('close', finished)
    }
    return emit.call(this, event, request, response, ...rest)
  }

  let draining = false
  const drain = async (signal) => {
    if (draining) return
    draining = true
    globalThis[DRAINING] = true
    const started = Date.now()
    console.log(`[drain] ${signal}: reporting not ready, ${inFlight} request(s) in flight`)
    await new Promise((resolve) => setTimeout(resolve, grace))
    globalThis[DRAINING] = 'closing'
    for (const server of servers) {
      server.close()
      server.closeIdleConnections?.()
    }
    if (inFlight > 0) {
      await new Promise((resolve) => {
        settled = resolve
        setTimeout(resolve, limit)
      })
    }
    console.log(
      `[drain] stopped taking requests; ${inFlight} left unfinished after ${Date.now() - started} ms`,
    )
    process.exit(0)
  }
  process.on('SIGTERM', () => void drain('SIGTERM'))
  process.on('SIGINT', () => void drain('SIGINT'))
}
