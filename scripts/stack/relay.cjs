/**
 * Run by the stack (scripts/stack/relay.ts) while an instance is dead: accepts the connections
 * waiting on that instance's held socket (fd 3) and relays each, byte for byte, to a live
 * instance on RELAY_TO_PORT. No instance has read a byte of them, so any request on them, a write
 * without a key too, is safe to serve there. On SIGTERM it stops accepting (the instance started
 * in its place takes the new connections) and exits once its relayed connections have closed.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- run with plain node, so CommonJS
const net = require('node:net')

const target = Number(process.env.RELAY_TO_PORT)

const server = net.createServer({ pauseOnConnect: true }, (client) => {
  const upstream = net.connect({ host: '127.0.0.1', port: target })
  const close = () => {
    client.destroy()
    upstream.destroy()
  }
  for (const socket of [client, upstream]) {
    socket.on('error', close)
    socket.on('close', close)
  }
  upstream.once('connect', () => {
    client.pipe(upstream).pipe(client)
    client.resume()
  })
})
server.listen({ fd: 3 })
process.on('SIGTERM', () => server.close(() => process.exit(0)))
// The stack is gone (stopped, or killed): nothing may stay bound to its instance's port.
process.on('disconnect', () => process.exit(0))
