import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { setBackendHealth } from '../../scripts/stack/frontHealth'
import { type Front, startFront } from '../helpers/varnishFront'

/*
 * The front (deploy/varnish/sahne.vcl, the stack's own VCL) before two stand-in instances: app0
 * reads each request and dies without answering (an instance killed with the request in it), or,
 * with `app0.midAnswer`, dies halfway through its answer (killed while it sent it); app1 answers
 * with what it received. Both answer the probe, so the director picks them in turn.
 */
type Seen = { method: string; key: string | null; body: string }
const seen: { app0: Seen[]; app1: Seen[] } = { app0: [], app1: [] }
const app0 = { midAnswer: false }

async function received(request: IncomingMessage): Promise<Seen> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const key = request.headers['idempotency-key']
  return {
    method: request.method!,
    key: typeof key === 'string' ? key : null,
    body: Buffer.concat(chunks).toString(),
  }
}

const instance = (name: 'app0' | 'app1') =>
  createServer(async (request, response) => {
    if (request.url === '/api/ready') return response.end('ok')
    const got = await received(request)
    seen[name].push(got)
    const answer = JSON.stringify(got)
    response.setHeader('content-type', 'application/json')
    if (name === 'app0' && app0.midAnswer) {
      // The status line, the headers and half the body, then the process is gone.
      response.setHeader('content-length', String(Buffer.byteLength(answer)))
      response.flushHeaders()
      response.write(answer.slice(0, answer.length / 2))
      return void setTimeout(() => request.socket.destroy(), 20)
    }
    if (name === 'app0') return request.socket.destroy()
    response.end(answer)
  })

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  )

const servers = [instance('app0'), instance('app1')]
let started: Front
let varnishDir: string
let front: string

beforeAll(async () => {
  started = await startFront([await listen(servers[0]), await listen(servers[1])])
  ;({ url: front, varnishDir } = started)
}, 60_000)

afterAll(async () => {
  await started?.stop()
  for (const server of servers) server.close()
})

/** A public write the front keys itself when its client sent no key. */
const PUBLIC_WRITE = '/api/subscribe/fan'
/** A signed-in write: keyed only by its client. */
const OTHER_WRITE = '/api/gigs'

const write = (n: number, key: (i: number) => string | null, url = PUBLIC_WRITE) =>
  Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const idempotencyKey = key(i)
      const body = JSON.stringify({ email: `fan-${i}@example.com` })
      const response = await fetch(`${front}${url}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        body,
      })
      return { status: response.status, text: await response.text(), body }
    }),
  )

/** `n` writes one after another (the director's turns are then app0, app1, app0, ...). */
async function writeInTurn(n: number, key: (i: number) => string | null, url = PUBLIC_WRITE) {
  const replies = []
  for (let i = 0; i < n; i++) replies.push(...(await write(1, () => key(i), url)))
  return replies
}

const reset = () => ((seen.app0.length = 0), (seen.app1.length = 0))

/** A GET to the front: its status and whole body, or how its connection failed. */
async function read(url: string) {
  try {
    const response = await fetch(`${front}${url}`)
    return { status: response.status, text: await response.text() }
  } catch (error) {
    return { failed: String((error as Error).cause ?? error) }
  }
}

describe('the front and a backend that dies with a write in it', () => {
  it('sends a keyed write, body and key, to the other instance', async () => {
    reset()
    const replies = await writeInTurn(6, (i) => `key-${i}`)
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200, 200])
    // Each write reached the living instance once, with its own body and key.
    expect(seen.app1.map((got) => got.key).sort()).toEqual(
      ['key-0', 'key-1', 'key-2', 'key-3', 'key-4', 'key-5'].sort(),
    )
    for (const reply of replies) expect(JSON.parse(reply.text).body).toBe(reply.body)
    expect(seen.app0.length).toBeGreaterThan(0)
  })

  it('keys a public write sent without a key, and sends it, body and key, to the other instance', async () => {
    reset()
    const replies = await writeInTurn(6, () => null)
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200, 200])
    const keys = seen.app1.map((got) => got.key)
    expect(keys).toHaveLength(6)
    for (const key of keys) expect(key).toMatch(/^front-[\x21-\x7e]{1,249}$/)
    expect(new Set(keys).size).toBe(6)
    // What the dying instance received came again to the living one under the same key.
    expect(seen.app0.length).toBeGreaterThan(0)
    for (const got of seen.app0) expect(keys).toContain(got.key)
    for (const reply of replies) expect(JSON.parse(reply.text).body).toBe(reply.body)
  })

  it('keeps the key a client sent', async () => {
    reset()
    await writeInTurn(2, (i) => `client-key-${i}`)
    expect(seen.app1.map((got) => got.key).sort()).toEqual(['client-key-0', 'client-key-1'])
  })

  it('never sends another write without a key twice: it answers 503', async () => {
    reset()
    const replies = await writeInTurn(6, () => null, OTHER_WRITE)
    const statuses = replies.map((reply) => reply.status)
    expect(statuses.filter((status) => status === 503)).toHaveLength(seen.app0.length)
    expect(seen.app0.length).toBeGreaterThan(0)
    expect(statuses.filter((status) => status === 200)).toHaveLength(seen.app1.length)
    expect(seen.app0.length + seen.app1.length).toBe(6)
  })

  it('sends nothing to an instance the stack marked sick, and again once handed back', async () => {
    expect(await setBackendHealth(varnishDir, 'app0', 'sick')).toBe(true)
    reset()
    const replies = await writeInTurn(6, () => null, OTHER_WRITE)
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200, 200])
    expect(seen.app0).toEqual([])
    expect(await setBackendHealth(varnishDir, 'app0', 'auto')).toBe(true)
    reset()
    await writeInTurn(4, () => null, OTHER_WRITE)
    expect(seen.app0.length).toBeGreaterThan(0)
  })
})

describe('the front and a backend that dies halfway through its answer', () => {
  beforeAll(() => void (app0.midAnswer = true))
  afterAll(() => void (app0.midAnswer = false))

  it('answers a read whole from the other instance: no cut connection', async () => {
    reset()
    const replies = []
    for (let i = 0; i < 6; i++) replies.push(await read(`/api/gigs?page=${i}`))
    expect(replies.every((reply) => 'status' in reply && reply.status === 200)).toBe(true)
    for (const reply of replies)
      expect(JSON.parse((reply as { text: string }).text).method).toBe('GET')
    expect(seen.app0.length).toBeGreaterThan(0)
    expect(seen.app1).toHaveLength(6)
  })

  it('sends a keyed write the other instance, and answers its whole answer', async () => {
    reset()
    const replies = await writeInTurn(6, (i) => `mid-key-${i}`)
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200, 200])
    for (const reply of replies) expect(JSON.parse(reply.text).body).toBe(reply.body)
    expect(seen.app0.length).toBeGreaterThan(0)
    expect(seen.app1).toHaveLength(6)
  })

  it('never sends another write without a key twice: a 503, not a cut connection', async () => {
    reset()
    const replies = await writeInTurn(6, () => null, OTHER_WRITE)
    const statuses = replies.map((reply) => reply.status)
    expect(statuses.filter((status) => status === 503)).toHaveLength(seen.app0.length)
    expect(seen.app0.length).toBeGreaterThan(0)
    expect(seen.app0.length + seen.app1.length).toBe(6)
  })
})
