import type { IncomingMessage, ServerResponse } from 'node:http'

import RenderResult from 'next/dist/server/render-result'
import { sendRenderResult } from 'next/dist/server/send-payload'
import { describe, expect, it } from 'vitest'

/*
 * Next's answer of a cached page (patches/next+16.4.6.patch, send-payload.js): the page's HTML
 * string is sent as the UTF-8 bytes kept from the last time the same string was sent, where Next
 * turned it into UTF-8 twice on every request (its length, then its bytes). The answer's bytes and
 * Content-Length stay what they were.
 */

/** A response that records its headers and what it was ended with. */
function response() {
  const headers = new Map<string, unknown>()
  const sent: { body?: unknown } = {}
  const res = {
    finished: false,
    headersSent: false,
    setHeader: (name: string, value: unknown) => void headers.set(name.toLowerCase(), value),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    end: (body: unknown) => void (sent.body = body),
  }
  return { res: res as unknown as ServerResponse, headers, sent }
}

async function send(html: string, method = 'GET') {
  const answer = response()
  await sendRenderResult({
    req: { method, headers: {} } as IncomingMessage,
    res: answer.res,
    result: RenderResult.fromStatic(html, 'text/html; charset=utf-8'),
    generateEtags: false,
    poweredByHeader: false,
    cacheControl: undefined,
  })
  return answer
}

describe("Next's answer of a cached page", () => {
  const page = `<!DOCTYPE html><html lang="tr"><body><h1>İstanbul'da ılık bir akşam: ${Date.now()}</h1>${'<p>Sahne, şarkı, ağ.</p>'.repeat(2000)}</body></html>`

  it('sends the same bytes and length as the string, encoded once for every request that sends it', async () => {
    const first = await send(page)
    const second = await send(page)
    const bytes = Buffer.from(page, 'utf8')
    for (const answer of [first, second]) {
      expect(Buffer.isBuffer(answer.sent.body)).toBe(true)
      expect((answer.sent.body as Buffer).equals(bytes)).toBe(true)
      expect(answer.headers.get('content-length')).toBe(bytes.length)
    }
    // The second request sent the bytes kept from the first: not encoded again.
    expect(second.sent.body).toBe(first.sent.body)
  })

  it('answers HEAD with the length and no body', async () => {
    const head = await send(page, 'HEAD')
    expect(head.headers.get('content-length')).toBe(Buffer.byteLength(page))
    expect(head.sent.body).toBeNull()
  })

  it('keeps no bytes of a page over a megabyte, and still sends them whole', async () => {
    const big = `<p>${'ı'.repeat(600_000)}</p>`
    const [first, second] = [await send(big), await send(big)]
    expect((second.sent.body as Buffer).equals(Buffer.from(big, 'utf8'))).toBe(true)
    // Identity alone: a failed toBe would compare the two megabytes element by element.
    expect(second.sent.body === first.sent.body).toBe(false)
  })
})
