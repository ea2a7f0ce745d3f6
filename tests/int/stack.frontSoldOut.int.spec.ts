import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type Front, startFront } from '../helpers/varnishFront'

/*
 * The front (deploy/varnish/sahne.vcl) before a stand-in instance that answers holds as the app
 * does: 201 to a new key while tickets are left, the same answer again to a key it answered
 * before, and once `sold` a 409 naming the type with the show's answer in `Sahne-Sold-Out`
 * (ASCII, its Turkish written \uXXXX).
 */
const app = { sold: false, holds: 0 }
const granted = new Set<string>()

const SHOW_ANSWER = {
  tr: { success: false, message: 'Bu gösterinin bütün biletleri tükendi.', reason: 'showSoldOut' },
  en: { success: false, message: 'Every ticket of this show is sold out.', reason: 'showSoldOut' },
}
const ascii = (value: unknown) =>
  JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )

const server: Server = createServer((request, response) => {
  if (request.url === '/api/ready' || request.url === '/api/health') return response.end('ok')
  request.resume()
  app.holds++
  const key = String(request.headers['idempotency-key'] ?? '')
  const locale = /locale=tr/.test(request.url ?? '') ? 'tr' : 'en'
  response.setHeader('content-type', 'application/json')
  if (granted.has(key) || (!app.sold && key)) {
    granted.add(key)
    response.statusCode = 201
    return response.end(JSON.stringify({ success: true, data: { orderId: 1 } }))
  }
  response.statusCode = 409
  response.setHeader('Sahne-Sold-Out', ascii(SHOW_ANSWER[locale]))
  response.end(JSON.stringify({ success: false, message: '"General" is sold out.' }))
})

let front: Front

beforeAll(async () => {
  const port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  )
  // One instance behind both of the front's backends: every hold the front passes reaches it.
  front = await startFront([port, port])
}, 60_000)

afterAll(async () => {
  await front?.stop()
  server.close()
})

let keys = 0
/** A hold of show `show` through the front: its status, body and who answered. */
async function hold(
  show: number,
  { key = `key-${++keys}`, locale = 'tr', token = 'Bearer fan' as string | null } = {},
) {
  const response = await fetch(`${front.url}/api/shows/${show}/tickets/hold?locale=${locale}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': key,
      ...(token ? { authorization: token } : {}),
    },
    body: JSON.stringify({ items: [{ typeId: 1, quantity: 1 }] }),
  })
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    byFront: response.headers.get('sahne-answered-by') === 'front',
    soldOutHeader: response.headers.get('sahne-sold-out'),
  }
}

describe('the front and a show sold out as a whole', () => {
  it('answers its holds itself for 2 s, in the language asked, then asks the app again', async () => {
    app.sold = true
    const before = app.holds
    const first = await hold(11)
    expect(first).toMatchObject({ status: 409, byFront: false, soldOutHeader: null })
    expect(first.body.message).toBe('"General" is sold out.')

    const next = await hold(11)
    expect(next).toMatchObject({ status: 409, byFront: true, body: SHOW_ANSWER.tr })
    // English has no answer kept yet: the app gives one, then the front answers in English too.
    expect((await hold(11, { locale: 'en' })).byFront).toBe(false)
    expect(await hold(11, { locale: 'en' })).toMatchObject({ byFront: true, body: SHOW_ANSWER.en })
    // Another show, and a hold without a token (the app says 401), still reach the app.
    expect((await hold(12)).byFront).toBe(false)
    expect((await hold(11, { token: null })).byFront).toBe(false)
    expect(app.holds - before).toBe(4)

    await new Promise((resolve) => setTimeout(resolve, 2_200))
    expect((await hold(11)).byFront).toBe(false)
    expect((await hold(11)).byFront).toBe(true)
  })

  it('passes on a repeat of a key it passed before: its first try may have been granted', async () => {
    app.sold = false
    const granted = await hold(21, { key: 'granted-before' })
    expect(granted.status).toBe(201)
    app.sold = true
    expect((await hold(21)).byFront).toBe(false)
    expect((await hold(21)).byFront).toBe(true)
    // The answer to the first try was lost; the buyer's repeat gets it from the app.
    expect(await hold(21, { key: 'granted-before' })).toMatchObject({ status: 201, byFront: false })
    // A key the front refused itself is the app's to answer when repeated.
    expect((await hold(21, { key: 'refused-at-front' })).byFront).toBe(true)
    expect((await hold(21, { key: 'refused-at-front' })).byFront).toBe(false)
    // The same key under another token is another caller's.
    expect((await hold(21, { key: 'granted-before', token: 'Bearer other' })).byFront).toBe(true)
  })
})
