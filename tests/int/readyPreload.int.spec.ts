import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { announcedPort } from '../helpers/announcedPort'

/*
 * scripts/ready.cjs answers the front's probe before Next from the app's last readiness verdict
 * while it is fresh. Here a plain Node server stands in for Next (it answers every request
 * "next"), with the preload, and sets the verdict as src/server/platform/health/readiness.ts
 * does; POST /verdict sets one (ready, age in ms), POST /drain sets the draining flag,
 * GET /refreshes counts the preload's calls to refresh.
 */
const SERVER = `
const VERDICT = Symbol.for('sahne.readiness')
let refreshes = 0
require('node:http').createServer((req, res) => {
  let body = ''
  req.on('data', (chunk) => (body += chunk))
  req.on('end', () => {
    if (req.url === '/verdict') {
      const { ready, age } = JSON.parse(body)
      globalThis[VERDICT] = { ready, at: Date.now() - age, refresh: () => refreshes++ }
      return res.end('set')
    }
    if (req.url === '/drain') {
      globalThis[Symbol.for('sahne.draining')] = true
      return res.end('draining')
    }
    if (req.url === '/refreshes') return res.end(String(refreshes))
    res.end('next')
  })
}).listen(0, '127.0.0.1', function () {
  console.error('PORT ' + this.address().port)
})
`
let child: ChildProcess
let base: string

beforeAll(async () => {
  child = spawn('node', ['--require', path.resolve('scripts/ready.cjs'), '-e', SERVER], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  const port = await announcedPort(child)
  base = `http://127.0.0.1:${port}`
})
afterAll(() => {
  child.kill('SIGKILL')
})

const setVerdict = (ready: boolean, age: number) =>
  fetch(`${base}/verdict`, { method: 'POST', body: JSON.stringify({ ready, age }) })
const probe = async (method = 'GET') => {
  const answer = await fetch(`${base}/api/ready`, { method })
  return {
    status: answer.status,
    body: await answer.text(),
    retryAfter: answer.headers.get('retry-after'),
    cache: answer.headers.get('cache-control'),
  }
}
const refreshes = async () => Number(await (await fetch(`${base}/refreshes`)).text())

describe('the readiness preload', () => {
  it('leaves the probe to the app until the app has decided once', async () => {
    expect((await probe()).body).toBe('next')
  })

  it('answers from a fresh verdict before the app, as the app would', async () => {
    await setVerdict(true, 0)
    expect(await probe()).toEqual({
      status: 200,
      body: '{"status":"ready"}',
      retryAfter: null,
      cache: 'no-store',
    })
    expect((await probe('HEAD')).status).toBe(200)
    await setVerdict(false, 0)
    expect(await probe()).toEqual({
      status: 503,
      body: '{"status":"unavailable"}',
      retryAfter: '5',
      cache: 'no-store',
    })
    // Other paths and methods are the app's.
    expect(await (await fetch(`${base}/api/ready`, { method: 'POST' })).text()).toBe('next')
    expect(await (await fetch(`${base}/api/ready?x=1`)).text()).toBe('next')
  })

  it('asks the app again past a second, and leaves the probe to it past three', async () => {
    await setVerdict(true, 500)
    const before = await refreshes()
    await probe()
    expect(await refreshes()).toBe(before)
    await setVerdict(true, 1500)
    expect((await probe()).status).toBe(200)
    expect(await refreshes()).toBe(before + 1)
    await setVerdict(true, 3500)
    expect((await probe()).body).toBe('next')
  })

  it('leaves the probe to the app while the instance drains', async () => {
    await setVerdict(true, 0)
    await fetch(`${base}/drain`, { method: 'POST' })
    expect((await probe()).body).toBe('next')
  })
})
