import { describe, expect, it } from 'vitest'

import { cacheableJson } from '../../src/app/api/_http/cacheableJson'

const body = { success: true, data: [{ _id: 1, title: 'Kadıköy Caz Gecesi' }] }
const ask = (ifNoneMatch?: string) =>
  cacheableJson(
    new Request('http://localhost/api/blogs/published', {
      headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {},
    }),
    body,
  )

describe('cacheableJson', () => {
  it('answers the JSON with an ETag, and 304 with no body when the client holds that version', async () => {
    const first = ask()
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual(body)
    const etag = first.headers.get('etag')!
    // One tag, one of a list, the same tag weakened by a compressing proxy, and `*`.
    for (const held of [etag, `"older", ${etag}`, `W/${etag}`, '*']) {
      const again = ask(held)
      expect(again.status, held).toBe(304)
      expect(again.headers.get('etag')).toBe(etag)
      expect(await again.text()).toBe('')
    }
  })

  it('answers in full when the client holds another version', async () => {
    const response = ask('"older", W/"oldest"')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual(body)
  })
})
