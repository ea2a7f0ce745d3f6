import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

/**
 * The drain preload (scripts/drain.cjs) in a plain Node HTTP server standing in for `next start`:
 * /ready answers as /api/ready does (503 once draining), /slow takes `ms` to answer.
 */
const SERVER = `
const http = require('node:http')
http.createServer((req, res) => {
  const url = new URL(req.url, 'http://x')
  if (url.pathname === '/ready') {
    res.statusCode = globalThis[Symbol.for('sahne.draining')] ? 503 : 200
    return res.end()
  }
  setTimeout(() => res.end('done'), Number(url.searchParams.get('ms')))
}).listen(0, '127.0.0.1', function () { console.log('PORT ' + this.address().port) })
`

let child: ChildProcess | undefined

afterEach(() => {
  if (child?.exitCode === null) child.kill('SIGKILL')
})

async function startServer(env: Record<string, string>) {
  child = spawn('node', ['--require', path.resolve('scripts/drain.cjs'), '-e', SERVER], {
    env: { ...process.env, NODE_OPTIONS: '', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child!.once('exit', (code) => resolve({ code, at: Date.now() })),
  )
  const port = await new Promise<number>((resolve) => {
    let output = ''
    child!.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const found = output.match(/PORT (\d+)/)
      if (found) resolve(Number(found[1]))
    })
  })
  return { port, exited, child: child! }
}

describe('an instance told to stop (drain preload)', () => {
  it('reports not ready at once, serves during the grace, then refuses new connections, finishes what is in flight and exits', async () => {
    const { port, exited, child } = await startServer({
      DRAIN_GRACE_MS: '600',
      DRAIN_TIMEOUT_MS: '5000',
    })
    const base = `http://127.0.0.1:${port}`
    expect((await fetch(`${base}/ready`)).status).toBe(200)

    const inFlight = fetch(`${base}/slow?ms=1500`).then(async (r) => [r.status, await r.text()])
    await new Promise((resolve) => setTimeout(resolve, 100))
    const signalled = Date.now()
    child.kill('SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 100))

    // Not ready for the front's probe, still answering what arrives before the probe noticed.
    expect((await fetch(`${base}/ready`)).status).toBe(503)
    expect((await fetch(`${base}/slow?ms=0`)).status).toBe(200)

    // After the grace: no new connection is taken.
    await new Promise((resolve) => setTimeout(resolve, 700))
    const refused = await fetch(`${base}/slow?ms=0`, {
      headers: { Connection: 'close' },
    }).then(
      () => null,
      (error: Error & { cause?: { code?: string } }) => error.cause?.code,
    )
    expect(refused).toBe('ECONNREFUSED')

    // The request in flight when the signal came is answered in full, then the process ends.
    expect(await inFlight).toEqual([200, 'done'])
    const { code, at } = await exited
    expect(code).toBe(0)
    expect(at - signalled).toBeLessThan(3000)
  })

  it('gives up on a request still running at DRAIN_TIMEOUT_MS and exits', async () => {
    const { port, exited, child } = await startServer({
      DRAIN_GRACE_MS: '200',
      DRAIN_TIMEOUT_MS: '800',
    })
    const hanging = fetch(`http://127.0.0.1:${port}/slow?ms=60000`).catch(() => 'cut')
    await new Promise((resolve) => setTimeout(resolve, 100))
    const signalled = Date.now()
    child.kill('SIGTERM')
    const { code, at } = await exited
    expect(code).toBe(0)
    expect(at - signalled).toBeGreaterThanOrEqual(900)
    expect(at - signalled).toBeLessThan(3000)
    expect(await hanging).toBe('cut')
  })
})
