import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { announcedPort } from '../helpers/announcedPort'

/**
 * The observing preload (scripts/observe.cjs) in a plain Node HTTP server standing in for `next
 * start`, with a build's route manifest of two routes: its request lines, request ids, redaction
 * and who may read /api/metrics.
 */
const SERVER = `
const http = require('node:http')
// What the app reports through the observer the preload installed: a cache read, its pool.
const observer = globalThis[Symbol.for('sahne.observer')]
observer.cacheRead('post', 'hit')
observer.cacheRead('post', 'miss')
observer.pool = { totalCount: 3, idleCount: 2, waitingCount: 0 }
http.createServer((req, res) => {
  if (req.url === '/log') {
    // A line the app writes while answering, later in the request (its context follows).
    return setTimeout(() => {
      console.error('[api] something failed', { code: 42 })
      const context = globalThis[Symbol.for('sahne.logContext')].getStore()
      res.end(JSON.stringify(context))
    }, 10)
  }
  let body = ''
  req.on('data', (chunk) => (body += chunk))
  req.on('end', () => {
    res.statusCode = req.method === 'POST' ? 201 : 200
    res.end('seen ' + req.headers['x-request-id'])
  })
}).listen(0, '127.0.0.1', function () { console.error('PORT ' + this.address().port) })
`
const TOKEN = 'metrics-token-for-the-test-0123456789'
const SECRETS = {
  email: 'observed.fan@example.com',
  password: 'Gizli2025parola',
  bearer: 'eyJhbGciOiJIUzI1NiJ9.session-token-of-the-test',
  iban: 'TR330006100519786457841326',
  slug: 'a-private-slug-42',
  query: 'reset-token-987654',
}

let child: ChildProcess
let base: string
let stdout = ''
let distDir: string

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'sahne-observe-'))
  await writeFile(
    path.join(distDir, 'routes-manifest.json'),
    JSON.stringify({
      staticRoutes: [{ page: '/api/auth/login', regex: '^/api/auth/login(?:/)?$' }],
      dynamicRoutes: [
        { page: '/[locale]/blog/[slug]', regex: '^/([^/]+?)/blog/([^/]+?)(?:/)?$' },
        { page: '/api/payout/[iban]', regex: '^/api/payout/([^/]+?)(?:/)?$' },
      ],
    }),
  )
  child = spawn('node', ['--require', path.resolve('scripts/observe.cjs'), '-e', SERVER], {
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      NEXT_DIST_DIR: distDir,
      METRICS_TOKEN: TOKEN,
      TRUST_PROXY_FROM: '127.0.0.1',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  const port = await announcedPort(child)
  base = `http://127.0.0.1:${port}`
})

afterAll(async () => {
  child?.kill('SIGKILL')
  await rm(distDir, { recursive: true, force: true })
})

type Line = Record<string, unknown>
const lines = (): Line[] =>
  stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Line)
const settle = () => new Promise((resolve) => setTimeout(resolve, 100))

describe('the observing preload', () => {
  it('logs one JSON line per request with its route pattern, status, duration and request id', async () => {
    const answer = await fetch(`${base}/en/blog/${SECRETS.slug}?token=${SECRETS.query}`, {
      headers: { 'X-Request-Id': 'front-1234' },
    })
    expect(answer.headers.get('x-request-id')).toBe('front-1234')
    // The app sees the same id.
    expect(await answer.text()).toBe('seen front-1234')
    await settle()
    const line = lines().find((entry) => entry.requestId === 'front-1234')!
    expect(line).toMatchObject({
      msg: 'request',
      method: 'GET',
      route: '/[locale]/blog/[slug]',
      status: 200,
    })
    expect(typeof line.durationMs).toBe('number')
  })

  it('puts the request id on the lines the app writes while answering it', async () => {
    const answer = await fetch(`${base}/log`, { headers: { 'X-Request-Id': 'front-log-1' } })
    expect(await answer.json()).toEqual({ requestId: 'front-log-1' })
    await settle()
    expect(
      lines().find((entry) => String(entry.msg).startsWith('[api] something failed')),
    ).toMatchObject({
      requestId: 'front-log-1',
      level: 50,
      msg: '[api] something failed { code: 42 }',
    })
  })

  it('makes an id when none (or a malformed one) came', async () => {
    const tries: Array<Record<string, string>> = [{}, { 'X-Request-Id': 'bad id with spaces' }]
    for (const headers of tries) {
      const answer = await fetch(`${base}/api/auth/login`, { headers })
      const id = answer.headers.get('x-request-id')!
      expect(id).toMatch(/^[0-9a-f-]{36}$/)
      await settle()
      expect(lines().some((entry) => entry.requestId === id)).toBe(true)
    }
  })

  it('writes no token, password, email or IBAN of a request into the log', async () => {
    await fetch(`${base}/api/auth/login?email=${encodeURIComponent(SECRETS.email)}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${SECRETS.bearer}`,
        Cookie: `payload-token=${SECRETS.bearer}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ email: SECRETS.email, password: SECRETS.password }),
    })
    await fetch(`${base}/api/payout/${SECRETS.iban}`)
    await settle()
    expect(lines().some((entry) => entry.route === '/api/payout/[iban]')).toBe(true)
    for (const secret of Object.values(SECRETS)) expect(stdout).not.toContain(secret)
    expect(stdout).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/)
    expect(stdout).not.toMatch(/TR\d{24}/)
    expect(stdout).not.toMatch(/Bearer/i)
  })

  it('answers /api/metrics to the token or to the front’s own address, to no one else', async () => {
    const metrics = (headers: Record<string, string>) =>
      fetch(`${base}/api/metrics`, { headers }).then(async (r) => [r.status, await r.text()])
    const [status, text] = await metrics({ Authorization: `Bearer ${TOKEN}` })
    expect(status).toBe(200)
    expect(text).toContain(
      'sahne_http_requests_total{method="GET",route="/[locale]/blog/[slug]",status="200"} 1',
    )
    expect(text).toContain('sahne_http_request_duration_seconds_bucket')
    expect(text).toContain('process_cpu_seconds_total')
    expect(text).toContain('sahne_data_cache_reads_total{name="post",outcome="hit"} 1')
    expect(text).toContain('sahne_data_cache_reads_total{name="post",outcome="miss"} 1')
    expect(text).toContain('sahne_pg_pool_connections{state="total"} 3')
    expect(text).toContain('sahne_pg_pool_connections{state="idle"} 2')
    expect(text).toContain('sahne_pg_pool_waiting 0')
    expect(text).not.toContain(SECRETS.slug)
    // A scraper on the front's address, directly.
    expect((await metrics({}))[0]).toBe(200)
    // Relayed by the front (a forwarded chain), or a wrong token: nothing to see.
    expect((await metrics({ 'X-Forwarded-For': '203.0.113.9' }))[0]).toBe(404)
    expect((await metrics({ Authorization: 'Bearer wrong' }))[0]).toBe(404)
    expect(
      (await metrics({ Authorization: `Bearer ${TOKEN}`, 'X-Forwarded-For': '203.0.113.9' }))[0],
    ).toBe(200)
  })

  it('names the same route for a pathname asked for again, each pathname its own', async () => {
    const asked = [
      ['/en/blog/first-gig', '/[locale]/blog/[slug]'],
      ['/api/auth/login', '/api/auth/login'],
      ['/tr/olmayan/sayfa', '/tr/…'],
      ['/en/blog/second-gig', '/[locale]/blog/[slug]'],
    ]
    for (const round of [1, 2]) {
      for (const [pathname, route] of asked) {
        const id = `again-${round}-${pathname.replaceAll('/', '.')}`
        await fetch(`${base}${pathname}`, { headers: { 'X-Request-Id': id } })
        await settle()
        expect(lines().find((entry) => entry.requestId === id)?.route).toBe(route)
      }
    }
  })
})
