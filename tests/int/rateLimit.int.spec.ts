import { createServer, request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'

import type { Payload } from 'payload'
import { Pool } from 'pg'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import * as subscribe from '../../src/app/api/subscribe/fan/route'
import { clientAddress } from '../../src/lib/http/clientAddress'
import { createRateLimiter, resetRateLimits } from '../../src/server/platform/rateLimits'
import { apiRequest } from '../helpers/api'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
const saved = { ...process.env }
const run = Date.now().toString(36)

beforeAll(async () => {
  payload = await getTestPayload()
})
beforeEach(() => {
  delete process.env.TRUST_PROXY
  process.env.RATE_LIMIT_SUBSCRIBE = '2/60'
  resetRateLimits()
})
afterAll(async () => {
  process.env = saved
  resetRateLimits()
  await payload.delete({ collection: 'subscribers', where: { email: { like: `%${run}%` } } })
})

/** A request as the launcher's preload hands it to Next: the socket address appended. */
const fromSocket = (socket: string, sentByClient?: string) =>
  apiRequest('/api/subscribe/fan', {
    method: 'POST',
    body: { email: `rl-${run}-${Math.random().toString(36).slice(2)}@example.com` },
    headers: { 'x-forwarded-for': sentByClient ? `${sentByClient}, ${socket}` : socket },
  })

describe('rate limits key on the socket address', () => {
  it('a spoofed X-Forwarded-For on every request does not reset the limit', async () => {
    const statuses = []
    for (let i = 0; i < 4; i++)
      statuses.push((await subscribe.POST(fromSocket('192.0.2.10', `10.9.8.${i}`), {})).status)
    expect(statuses).toEqual([200, 200, 429, 429])
    expect((await subscribe.POST(fromSocket('192.0.2.11'), {})).status).toBe(200)
  })

  it('with TRUST_PROXY=1 counts the address the proxy saw, whatever the client wrote', async () => {
    process.env.TRUST_PROXY = '1'
    const viaProxy = (client: string, spoofed: string) =>
      subscribe.POST(fromSocket('10.0.0.2', `${spoofed}, ${client}`), {})
    expect((await viaProxy('198.51.100.5', '1.1.1.1')).status).toBe(200)
    expect((await viaProxy('198.51.100.5', '2.2.2.2')).status).toBe(200)
    expect((await viaProxy('198.51.100.5', '3.3.3.3')).status).toBe(429)
    expect((await viaProxy('198.51.100.6', '3.3.3.3')).status).toBe(200)
  })

  it('reads the chain from the right, TRUST_PROXY entries in', () => {
    const chain = (value: string) =>
      new Request('http://x/', { headers: { 'x-forwarded-for': value } })
    expect(clientAddress(chain('6.6.6.6, ::ffff:127.0.0.1'))).toBe('127.0.0.1')
    process.env.TRUST_PROXY = '2'
    expect(clientAddress(chain('6.6.6.6, 203.0.113.9, 10.0.0.1, 10.0.0.2'))).toBe('203.0.113.9')
    expect(clientAddress(chain('10.0.0.2'))).toBe('10.0.0.2')
  })

  it("the launcher's preload appends the socket address to a client's own header", async () => {
    createRequire(import.meta.url)('../../scripts/forward-socket-address.cjs')
    const server = createServer((req, res) => res.end(String(req.headers['x-forwarded-for'])))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const seen = await new Promise<string>((resolve, reject) => {
        const req = httpRequest(
          { port, host: '127.0.0.1', headers: { 'x-forwarded-for': '6.6.6.6' } },
          (res) => {
            let body = ''
            res.on('data', (chunk) => (body += chunk))
            res.on('end', () => resolve(body))
          },
        )
        req.on('error', reject)
        req.end()
      })
      expect(seen).toBe('6.6.6.6, 127.0.0.1')
    } finally {
      server.close()
    }
  })
})

describe('counters live in Postgres', () => {
  it('two app instances (two pools) share one count', async () => {
    const url = process.env.DATABASE_URL!
    const [a, b] = [new Pool({ connectionString: url }), new Pool({ connectionString: url })]
    try {
      const prefix = `shared-${run}`
      const first = createRateLimiter('subscribe', a, prefix)
      const second = createRateLimiter('subscribe', b, prefix)
      await first.consume('192.0.2.50')
      await second.consume('192.0.2.50')
      await expect(first.consume('192.0.2.50')).rejects.toMatchObject({ remainingPoints: 0 })
      await expect(second.consume('192.0.2.50')).rejects.toMatchObject({ remainingPoints: 0 })
    } finally {
      await Promise.all([a.end(), b.end()])
    }
  })
})
