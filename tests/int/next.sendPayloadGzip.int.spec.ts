import { createServer, request } from 'node:http'
import type { IncomingMessage, Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync, inflateSync } from 'node:zlib'

// @ts-expect-error Next's bundled copy of `compression` has no types
import compression from 'next/dist/compiled/compression'
import RenderResult from 'next/dist/server/render-result'
import { sendRenderResult } from 'next/dist/server/send-payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/*
 * Next's answer of a cached page behind the compression middleware its router server puts in
 * front (patches/next+16.4.6.patch, send-payload.js and router-server.js): a request that accepts
 * gzip gets the gzipped bytes kept for the same string, with their Content-Length, where the
 * middleware gzipped the page anew for every request and sent it without a length. Whatever the
 * middleware would not have gzipped stays as it was (next.sendPayload.int.spec.ts: the UTF-8 bytes).
 */

/** What a client received: status, headers and the body's bytes as they came (not decoded). */
type Received = { status: number; headers: IncomingMessage['headers']; body: Buffer }

const page = `<!DOCTYPE html><html lang="tr"><body><h1>Kadıköy'de gece: ${Date.now()}</h1>${'<p>Çarşı, müzik, sahne.</p>'.repeat(2000)}</body></html>`
const bytes = Buffer.from(page, 'utf8')
const vary = 'rsc, next-router-state-tree, Accept-Encoding'

let server: Server
let compressing = true

beforeAll(async () => {
  // As Next's router server does with `compress` on (its default): the middleware in front and
  // the response marked for send-payload, then the page handler's sendRenderResult.
  const compress = compression()
  server = createServer((req, res) => {
    if (compressing) {
      compress(req, res, () => {})
      ;(res as unknown as Record<symbol, boolean>)[Symbol.for('next.compressing')] = true
    }
    res.setHeader('Vary', 'rsc, next-router-state-tree')
    void sendRenderResult({
      req,
      res,
      result: RenderResult.fromStatic(page, 'text/html; charset=utf-8'),
      generateEtags: true,
      poweredByHeader: false,
      cacheControl: undefined,
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

function get(headers: Record<string, string>, method = 'GET') {
  const { port } = server.address() as AddressInfo
  return new Promise<Received>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

/** Asks until the kept gzipped bytes answer: the first request's are made beside its answer. */
async function gzippedOnceKept(headers: Record<string, string>) {
  for (let i = 0; i < 50; i++) {
    const answer = await get(headers)
    if (answer.headers['content-length'] !== undefined) return answer
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error('the gzipped page was never sent with its length')
}

describe("Next's answer of a cached page behind its compression middleware", () => {
  it('sends the page gzipped once, with its length, the same page after gunzip', async () => {
    const first = await get({ 'accept-encoding': 'gzip, deflate, br' })
    // The first answer is the middleware's, as before.
    expect(first.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(first.body).equals(bytes)).toBe(true)

    const kept = await gzippedOnceKept({ 'accept-encoding': 'gzip, deflate, br' })
    expect(kept.status).toBe(200)
    expect(kept.headers['content-encoding']).toBe('gzip')
    expect(kept.headers['transfer-encoding']).toBeUndefined()
    expect(Number(kept.headers['content-length'])).toBe(kept.body.length)
    expect(kept.headers.vary).toBe(vary)
    // Compressed once: one gunzip gives the page itself.
    expect(gunzipSync(kept.body).equals(bytes)).toBe(true)
    expect(kept.body.length).toBeLessThan(bytes.length / 4)

    const again = await get({ 'accept-encoding': 'deflate, gzip' })
    expect(again.headers['content-encoding']).toBe('gzip')
    expect(again.body.equals(kept.body)).toBe(true)
  })

  it('sends the plain bytes to a client that does not ask for gzip, or asks for identity first', async () => {
    await gzippedOnceKept({ 'accept-encoding': 'gzip' })
    const asked: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity, gzip' },
      { 'accept-encoding': 'br' },
    ]
    for (const headers of asked) {
      const answer = await get(headers)
      expect(answer.headers['content-encoding']).toBeUndefined()
      expect(answer.body.equals(bytes)).toBe(true)
      expect(Number(answer.headers['content-length'])).toBe(bytes.length)
      expect(answer.headers.vary).toBe(vary)
    }
  })

  it('leaves weighted choices to the middleware: gzip refused, or weighed below identity', async () => {
    await gzippedOnceKept({ 'accept-encoding': 'gzip' })
    const deflated = await get({ 'accept-encoding': 'gzip;q=0, deflate' })
    expect(deflated.headers['content-encoding']).toBe('deflate')
    expect(inflateSync(deflated.body).equals(bytes)).toBe(true)
    const plain = await get({ 'accept-encoding': 'gzip;q=0.5, identity' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.equals(bytes)).toBe(true)
  })

  it('answers HEAD with the plain length and no body, and a matching ETag with 304', async () => {
    const head = await get({ 'accept-encoding': 'gzip' }, 'HEAD')
    expect(head.headers['content-encoding']).toBeUndefined()
    expect(Number(head.headers['content-length'])).toBe(bytes.length)
    expect(head.body.length).toBe(0)
    const etag = head.headers.etag
    expect(etag).toMatch(/^"/)

    const kept = await gzippedOnceKept({ 'accept-encoding': 'gzip' })
    expect(kept.headers.etag).toBe(etag)
    const notModified = await get({ 'accept-encoding': 'gzip', 'if-none-match': etag as string })
    expect(notModified.status).toBe(304)
    expect(notModified.body.length).toBe(0)
  })

  it('sends the plain bytes when the router server compresses nothing', async () => {
    await gzippedOnceKept({ 'accept-encoding': 'gzip' })
    compressing = false
    try {
      const answer = await get({ 'accept-encoding': 'gzip' })
      expect(answer.headers['content-encoding']).toBeUndefined()
      expect(answer.body.equals(bytes)).toBe(true)
    } finally {
      compressing = true
    }
  })
})
