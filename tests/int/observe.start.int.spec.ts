import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { serverEnv } from '../../scripts/serverEnv'

/*
 * `npm start` (the launcher running `next start`) is watched as a stack instance is: the process
 * it starts, a plain Node server standing in for Next with the launcher's NODE_OPTIONS, logs one
 * JSON line per request and answers /api/metrics to METRICS_TOKEN. Before, only the stack
 * preloaded the observer, and `npm start` answered /api/metrics with the site's 404 page.
 */
const SERVER = `
require('node:http').createServer((req, res) => res.end('page')).listen(0, '127.0.0.1', function () {
  console.error('PORT ' + this.address().port)
})
`
const TOKEN = 'start-metrics-token-0123456789'
let distDir: string
const children: ChildProcess[] = []

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'sahne-start-observe-'))
  await writeFile(
    path.join(distDir, 'routes-manifest.json'),
    JSON.stringify({ staticRoutes: [{ page: '/gigler', regex: '^/gigler(?:/)?$' }] }),
  )
})
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL')
  await rm(distDir, { recursive: true, force: true })
})

/** The stand-in server under the environment the launcher gives `command`. */
async function startAs(command: string[]) {
  const env = serverEnv(command, { ...process.env, METRICS_TOKEN: TOKEN, NEXT_DIST_DIR: distDir })
  const child = spawn('node', ['-e', SERVER], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  children.push(child)
  let stdout = ''
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  const port = await new Promise<number>((resolve) => {
    let output = ''
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const found = output.match(/PORT (\d+)/)
      if (found) resolve(Number(found[1]))
    })
  })
  return { base: `http://127.0.0.1:${port}`, stdout: () => stdout }
}

describe('npm start is observed as a stack instance is', () => {
  it('logs a JSON line per request and answers /api/metrics to the token', async () => {
    const server = await startAs(['next', 'start'])
    const page = await fetch(`${server.base}/gigler`, { headers: { 'X-Request-Id': 'start-1' } })
    expect(page.headers.get('x-request-id')).toBe('start-1')
    await new Promise((resolve) => setTimeout(resolve, 100))
    const line = server
      .stdout()
      .split('\n')
      .filter(Boolean)
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((entry) => entry.requestId === 'start-1')
    expect(line).toMatchObject({ msg: 'request', method: 'GET', route: '/gigler', status: 200 })

    const metrics = await fetch(`${server.base}/api/metrics`, {
      headers: { Authorization: `Bearer ${TOKEN}` },
    })
    expect(metrics.status).toBe(200)
    expect(await metrics.text()).toContain(
      'sahne_http_requests_total{method="GET",route="/gigler",status="200"} 1',
    )
    // No token: nothing to see.
    expect((await fetch(`${server.base}/api/metrics`)).status).toBe(404)
  })

  it('leaves `next dev` its own output', async () => {
    const server = await startAs(['next', 'dev'])
    expect(await (await fetch(`${server.base}/api/metrics`)).text()).toBe('page')
  })
})
