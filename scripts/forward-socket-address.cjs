/**
 * Preloaded into the Next.js server by the launcher (NODE_OPTIONS=--require ...). Next's server
 * sets `X-Forwarded-For` from the socket only when the client sent none, so a client could name
 * any address it likes. Like a proxy, this appends the socket's address to the chain before Next
 * sees the request; src/app/api/_http/clientAddress.ts reads the chain from the right.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded with node --require, so CommonJS
const http = require('node:http')

const MARK = Symbol.for('sahne.forwardSocketAddress')

/**
 * `TRUST_PROXY_FROM=addr,...`: the proxies' own addresses (the front's). A request from any other
 * socket reached the app directly, so the chain it brought is dropped and its socket address
 * alone counts, whatever TRUST_PROXY says.
 */
const trustedFrom = (process.env.TRUST_PROXY_FROM || '')
  .split(',')
  .map((entry) => entry.trim().replace(/^::ffff:(?=\d+\.)/i, ''))
  .filter(Boolean)
const fromTrustedProxy = (address) =>
  trustedFrom.length === 0 || trustedFrom.includes(address.replace(/^::ffff:(?=\d+\.)/i, ''))

if (!http.Server.prototype[MARK]) {
  const emit = http.Server.prototype.emit
  http.Server.prototype.emit = function emitWithSocketAddress(event, request, ...rest) {
    if (event === 'request' && request && request.socket) {
      const address = request.socket.remoteAddress || 'unknown'
      const sent = request.headers['x-forwarded-for']
      const chain = !fromTrustedProxy(address) ? '' : Array.isArray(sent) ? sent.join(', ') : sent
      request.headers['x-forwarded-for'] = chain ? `${chain}, ${address}` : address
    }
    return emit.call(this, event, request, ...rest)
  }
  http.Server.prototype[MARK] = true
}
