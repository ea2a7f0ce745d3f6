import { expect } from 'vitest'

import { cleanInputText } from '../../src/lib/cleanInputText'

/** Values an attacker puts where a string belongs. */
export const HOSTILE_VALUES: [string, unknown][] = [
  ['null', null],
  ['a number', 42],
  ['a boolean', true],
  ['an empty array', []],
  ['an array of strings', ['a@example.com', 'admin']],
  ['an object', { $ne: null }],
  ['an empty string', ''],
  ['a NUL byte', 'Ad\u0000Soyad x@example.com'],
  ['a lone surrogate', 'Ad\ud800Soyad'],
  ['an RTL override', 'Ad\u202Egnp.exe Soyad'],
  ['20k characters', 'x'.repeat(20_000)],
  ['a prototype key', '__proto__'],
  ['markup', '<script>alert(1)</script><img src=x onerror=alert(1)>'],
  ['SQL', "'; DROP TABLE users; --"],
]

/** Values for a query parameter (page, limit, query, id, slug, category). */
export const HOSTILE_PARAMS: [string, string][] = [
  ['negative', '-1'],
  ['zero', '0'],
  ['not a number', 'abc'],
  ['a float overflow', '1e309'],
  ['a huge integer', '99999999999999999999999'],
  ['a NUL byte', 'a\u0000b'],
  ['a lone surrogate (escaped)', '%ED%A0%80'],
  ['an RTL override', '\u202Eabc'],
  ['2k characters', 'y'.repeat(2_000)],
  ['a prototype key', '__proto__'],
  ['SQL', "1' OR '1'='1"],
]

/** Bodies that are not what any endpoint takes. */
export const HOSTILE_BODIES: [string, { rawBody?: string | ReadableStream; type?: string }][] = [
  ['broken JSON', { rawBody: '{"email": "a@example.com",', type: 'application/json' }],
  ['a JSON string', { rawBody: '"just a string"', type: 'application/json' }],
  ['a JSON array', { rawBody: '[1,2,3]', type: 'application/json' }],
  ['JSON null', { rawBody: 'null', type: 'application/json' }],
  [
    'prototype keys',
    {
      rawBody: '{"__proto__":{"role":"admin"},"constructor":{"prototype":{"role":"admin"}}}',
      type: 'application/json',
    },
  ],
  [
    'a form post',
    { rawBody: 'email=a%40example.com&role=admin', type: 'application/x-www-form-urlencoded' },
  ],
  ['plain text', { rawBody: 'hello', type: 'text/plain' }],
  ['XML', { rawBody: '<?xml version="1.0"?><a/>', type: 'application/xml' }],
  ['an empty body', { rawBody: '', type: 'application/json' }],
]

/** A chunked body (no Content-Length) of `bytes` bytes of valid-looking JSON. */
export function chunkedBody(bytes: number): ReadableStream<Uint8Array> {
  const chunk = new TextEncoder().encode('a'.repeat(16 * 1024))
  let sent = 0
  return new ReadableStream({
    pull(controller) {
      if (sent === 0) controller.enqueue(new TextEncoder().encode('{"text":"'))
      if (sent >= bytes) return controller.close()
      controller.enqueue(chunk)
      sent += chunk.byteLength
    },
  })
}

/** Every answer: below 500, JSON, with a message (`/api`: `message`; Payload: `errors[0].message`). */
export async function expectSafeAnswer(response: Response): Promise<Record<string, unknown>> {
  expect(response.status, 'no server error').toBeLessThan(500)
  expect(response.headers.get('content-type') ?? '').toMatch(/application\/json/)
  const body = (await response.json()) as Record<string, unknown>
  const message = body.message ?? (body.errors as { message?: unknown }[] | undefined)?.[0]?.message
  if (response.status >= 400)
    expect(message, 'a message for the client').toEqual(expect.any(String))
  return body
}

/** Every string in `value` as it may be stored (no NUL, controls, bidi overrides, lone surrogates). */
export function expectOnlySafeStrings(value: unknown, path = '$'): void {
  if (typeof value === 'string') {
    expect(cleanInputText(value), `unsafe characters stored at ${path}`).toBe(value)
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => expectOnlySafeStrings(item, `${path}[${index}]`))
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) expectOnlySafeStrings(item, `${path}.${key}`)
  }
}
