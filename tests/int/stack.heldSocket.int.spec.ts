import { request } from 'node:http'
import path from 'node:path'

import getPort from 'get-port'
import { afterEach, describe, expect, it } from 'vitest'

import { holdListeningSocket } from '../../scripts/stack/heldSocket'
import { relayWhileDown } from '../../scripts/stack/relay'
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

describe('a relay while the instance is dead', () => {
  it('serves a write sent meanwhile on the live instance at once, then hands over to the new one', async () => {
    const live = await startInstance(true)
    const liveSupervisor = supervisor!
    const livePid = liveSupervisor.pid('instance B')!
    try {
      // A second instance, on its own held socket, that will die.
      const port = await getPort({ host: '127.0.0.1' })
      const fd = holdListeningSocket('127.0.0.1', port)
      supervisor = new Supervisor(() => {}, { firstBackoffMs: 3000 })
      supervisor.start({
        name: 'instance B',
        command: 'node',
        args: ['--require', path.resolve('scripts/held-socket.cjs'), '-e', INSTANCE],
        env: {
          PORT: String(port),
          NODE_OPTIONS: '',
          SAHNE_LISTEN_FD: '3',
          SAHNE_LISTEN_PORT: String(port),
        },
        fds: [fd],
      })
      while (!/^\d+ /.test(await post(port, 'ping'))) await new Promise((r) => setTimeout(r, 100))
      const first = supervisor.pid('instance B')!
      process.kill(first, 'SIGKILL')
      const relay = relayWhileDown(fd, live)
      await new Promise((resolve) => setTimeout(resolve, 300))
      // Sent 300 ms after the kill, 2.7 s before the next instance starts: the live one answers.
      const started = Date.now()
      const answer = await post(port, 'a comment')
      expect(answer).toBe(`${livePid} a comment`)
      expect(Date.now() - started).toBeLessThan(2000)
      // The new instance is up: the relay stops, and new connections reach it.
      const deadline = Date.now() + 15_000
      while (!supervisor.pid('instance B') || supervisor.pid('instance B') === first) {
        expect(Date.now()).toBeLessThan(deadline)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      await new Promise((resolve) => setTimeout(resolve, 500))
      relay.stop()
      await new Promise((resolve) => setTimeout(resolve, 300))
      const next = supervisor.pid('instance B')!
      for (let n = 0; n < 5; n++) expect(await post(port, `after ${n}`)).toBe(`${next} after ${n}`)
    } finally {
      await liveSupervisor.stopAll(1000)
    }
  }, 30_000)
})
