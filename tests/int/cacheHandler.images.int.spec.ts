import { describe, expect, it } from 'vitest'

import { imageMemory, withImageMemory } from '../../cache-handler/images.mjs'
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

import LocalHandler from '../../cache-handler/local.mjs'

/*
 * Optimized images kept in memory by both cache handlers: Next caches them nowhere while
 * `isrFlushToDisk` is off, so without these every /_next/image request encoded its image again.
 */
const image = (bytes: number, etag = 'e') => ({
  kind: 'IMAGE',
  buffer: Buffer.alloc(bytes),
  etag,
  extension: 'webp',
  revalidate: 14_400,
})
const IMAGE = { kind: 'IMAGE' }

describe('imageMemory', () => {
  it('answers what was set, with the time it was set', () => {
    const images = imageMemory()
    const before = Date.now()
    images.set('a', image(10))
    const entry = images.get('a')
    expect(entry?.value.buffer.byteLength).toBe(10)
    expect(entry?.lastModified).toBeGreaterThanOrEqual(before)
    expect(images.get('b')).toBeNull()
  })

  it('holds at most its byte budget, dropping the least recently read first', () => {
    const images = imageMemory(100)
    images.set('a', image(40))
    images.set('b', image(40))
    images.get('a') // read: b is now the oldest
    images.set('c', image(40))
    expect(images.get('b')).toBeNull()
    expect(images.get('a')).not.toBeNull()
    expect(images.get('c')).not.toBeNull()
    images.set('huge', image(101))
    expect(images.get('huge')).toBeNull()
    expect(images.size).toBe(2)
  })

  it('replacing an entry frees the old bytes', () => {
    const images = imageMemory(100)
    images.set('a', image(60, 'old'))
    images.set('a', image(60, 'new'))
    images.set('b', image(40))
    expect(images.get('a')?.value.etag).toBe('new')
    expect(images.get('b')).not.toBeNull()
  })
})

describe('withImageMemory', () => {
  class Recording {
    calls: string[] = []
    async get(key: string, _ctx?: object): Promise<{ value: { etag: string } } | null> {
      this.calls.push(`get ${key}`)
      return null
    }
    async set(key: string, _value: object, _ctx?: object) {
      this.calls.push(`set ${key}`)
    }
  }

  it('keeps images itself and leaves every other kind to the handler', async () => {
    const Handler = withImageMemory(Recording)
    const handler = new Handler()
    await handler.set('img', image(10), IMAGE)
    expect((await handler.get('img', IMAGE))?.value.etag).toBe('e')
    await handler.set('/gigler', { kind: 'APP_PAGE' }, { kind: 'APP_PAGE' })
    await handler.get('/gigler', { kind: 'APP_PAGE' })
    expect(handler.calls).toEqual(['set /gigler', 'get /gigler'])
  })

  it("the single-process handler is Next's own with images in memory", async () => {
    // The module is plain JS: its constructor's types are not Next's.
    const Handler = LocalHandler as unknown as new (ctx: object) => InstanceType<typeof Recording>
    const handler = new Handler({ flushToDisk: false, maxMemoryCacheSize: 1024 * 1024 })
    await handler.set('img', image(10), IMAGE)
    const entry = (await handler.get('img', IMAGE)) as { value: { buffer: Buffer } } | null
    expect(entry?.value.buffer.byteLength).toBe(10)
    expect(handler).toBeInstanceOf(FileSystemCache)
  })
})
