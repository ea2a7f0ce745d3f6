import { request } from 'node:http'
import path from 'node:path'

import getPort from 'get-port'
import { afterEach, describe, expect, it } from 'vitest'

import { holdListeningSocket } from '../../scripts/stack/heldSocket'
import { Supervisor } from '../../scripts/stack/supervisor'

/*
 * An instance killed while the front still sends it requests: the stack holds each instance's
 * listening socket (scripts/stack/heldSocket.ts, scripts/held-socket.cjs), so a connection made
 * while the instance is dead waits for the one started in its place instead of being refused.
 * The stand-in instance answers a POST with its process id once it has read the body.
 */
const INSTANCE = `
require('node:http').createServer((req, res) => {
  let body = ''
  req.on('data', (chunk) => (body += chunk))
  req.on('end', () => res.end(process.pid + ' ' + body))
}).listen(Number(process.env.PORT), '127.0.0.1')
`

let supervisor: Supervisor | undefined
afterEach(async () => {
  await supervisor?.stopAll(1000)
})

/** A write on a new connection, as the front opens one: its answer, or the connection's error. */
const post = (port: number, body: string) =>
  new Promise<string>((resolve) => {
    const req = request(
      { host: '127.0.0.1', port, method: 'POST', path: '/', agent: false },
      (res) => {
        let text = ''
        res.on('data', (chunk) => (text += chunk))
        res.on('end', () => resolve(text))
      },
    )
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
    req.end(body)
  })

async function startInstance(held: boolean) {
  const port = await getPort({ host: '127.0.0.1' })
  supervisor = new Supervisor(() => {}, { firstBackoffMs: 1500 })
  supervisor.start({
    name: 'instance B',
    command: 'node',
    args: ['--require', path.resolve('scripts/held-socket.cjs'), '-e', INSTANCE],
    env: {
      PORT: String(port),
      NODE_OPTIONS: '',
      ...(held ? { SAHNE_LISTEN_FD: '3', SAHNE_LISTEN_PORT: String(port) } : {}),
    },
    fds: held ? [holdListeningSocket('127.0.0.1', port)] : [],
  })
  const deadline = Date.now() + 10_000
  while (!/^\d+ /.test(await post(port, 'ping')))
    if (Date.now() > deadline) throw new Error('the instance did not answer')
  return port
}

describe('an instance on a socket the stack holds', () => {
  it('a write sent while it is dead waits for the instance started in its place', async () => {
    const port = await startInstance(true)
    const first = supervisor!.pid('instance B')!
    process.kill(first, 'SIGKILL')
    await new Promise((resolve) => setTimeout(resolve, 200))
    // Sent 200 ms after the kill, 1.3 s before the next instance starts.
    const answer = await post(port, 'a comment')
    const pid = answer.split(' ')[0]
    expect(answer.slice(pid.length + 1), answer).toBe('a comment')
    expect(Number(pid)).not.toBe(first)
    expect(Number(pid)).toBe(supervisor!.pid('instance B'))
  }, 30_000)

  it('without it, the same write is refused', async () => {
    const port = await startInstance(false)
    process.kill(supervisor!.pid('instance B')!, 'SIGKILL')
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(await post(port, 'a comment')).toBe('ECONNREFUSED')
  }, 30_000)
})
