/**
 * Preloaded into each app instance by `npm run stack` before the others: with
 * SAHNE_LISTEN_FD and SAHNE_LISTEN_PORT set, the server that asks to listen on that port listens
 * on the inherited socket instead (scripts/stack/heldSocket.ts: the stack holds it, so a
 * connection arriving while this instance is dead or being replaced waits in the kernel's queue
 * for the next one rather than being refused). Without them it changes nothing.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded with node --require, so CommonJS
const net = require('node:net')

const fd = Number(process.env.SAHNE_LISTEN_FD)
const port = Number(process.env.SAHNE_LISTEN_PORT)
const MARK = Symbol.for('sahne.heldSocketPreload')
/**
 * Connections the kernel keeps waiting for this instance to accept (Node's default is 511): the
 * front opens one per request it has in flight, and at an on-sale two thousand buyers pressing
 * within a second overflowed 511 while the instance was busy, the front's connection then timed
 * out (a 503) instead of waiting its turn. Linux caps it at net.core.somaxconn (4096 here).
 */
const BACKLOG = 4096

if (fd && port && !net.Server.prototype[MARK]) {
  net.Server.prototype[MARK] = true
  const listen = net.Server.prototype.listen
  let taken = false
  net.Server.prototype.listen = function listenOnHeldSocket(...args) {
    const asked = typeof args[0] === 'object' && args[0] !== null ? args[0].port : args[0]
    if (taken || Number(asked) !== port) return listen.apply(this, args)
    taken = true
    const callback = args.find((arg) => typeof arg === 'function')
    // The backlog as an argument of its own: for a descriptor Node reads it only there, not from
    // the options (Node 20's net.js).
    return listen.call(this, { fd }, BACKLOG, callback)
  }
}
