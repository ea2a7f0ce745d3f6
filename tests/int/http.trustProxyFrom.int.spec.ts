import { type ChildProcess, spawn } from 'node:child_process'
import { request } from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/*
 * The launcher's preload (scripts/forward-socket-address.cjs) with TRUST_PROXY_FROM: a request
 * that reached the server from anywhere but the front counts by its socket address alone.
 */
const PORT = 3497
let server: ChildProcess

const ECHO = `require('node:http').createServer((q, s) => s.end(q.headers['x-forwarded-for'])).listen(${PORT}, '127.0.0.1', () => console.log('up'))`

const chainSeenFrom = (localAddress: string) =>
  new Promise<string>((resolve, reject) => {
    const req = request(
      `http://127.0.0.1:${PORT}/`,
      { localAddress, headers: { 'X-Forwarded-For': '6.6.6.6' } },
      (res) => {
        let body = ''
        res.on('data', (chunk) => (body += chunk))
        res.on('end', () => resolve(body))
      },
    )
    req.on('error', reject)
    req.end()
  })

beforeAll(async () => {
  server = spawn('node', ['--require', './scripts/forward-socket-address.cjs', '-e', ECHO], {
    env: { ...process.env, TRUST_PROXY_FROM: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise((resolve) => server.stdout!.once('data', resolve))
})

afterAll(() => {
  server.kill()
})

describe('TRUST_PROXY_FROM', () => {
  it('keeps the chain the front forwarded', async () => {
    expect(await chainSeenFrom('127.0.0.1')).toBe('6.6.6.6, 127.0.0.1')
  })

  it('drops the chain of a request that came straight to the server', async () => {
    expect(await chainSeenFrom('127.0.0.2')).toBe('127.0.0.2')
  })
})
