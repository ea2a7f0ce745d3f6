import { unstable_cache } from 'next/cache'
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { cachedRead } from '../../src/server/platform/cache/cachedRead'

// Stands in for Next's data cache: records each entry's options, keeps each answer under its key
// parts and arguments, and calls the loader only when it holds none (a miss).
const entries = new Map<string, unknown>()
vi.mock('next/cache', () => ({
  unstable_cache: vi.fn(
    (load: (...args: unknown[]) => Promise<unknown>, keyParts: string[]) =>
      async (...args: unknown[]) => {
        const key = JSON.stringify([keyParts, args])
        if (!entries.has(key)) entries.set(key, await load(...args))
        return entries.get(key)
      },
  ),
}))

// The process's metrics observer (scripts/observe/metrics.cjs installs one in the stack).
const OBSERVER = Symbol.for('sahne.observer')
const holder = globalThis as { [OBSERVER]?: Record<string, unknown> }
const counted: Array<[string, string]> = []
holder[OBSERVER] = {
  ...holder[OBSERVER],
  cacheRead: (name: string, outcome: string) => counted.push([name, outcome]),
}
afterAll(() => {
  delete holder[OBSERVER]!.cacheRead
})

const load = vi.fn(async (slug: string) => ({ slug }))
const readPost = cachedRead('test:post', load, (slug: string) => [`post:${slug}`])

beforeEach(() => {
  vi.clearAllMocks()
  entries.clear()
  counted.length = 0
})

describe('cachedRead', () => {
  it('caches a read under its name (and its loader) with the tags of its arguments', async () => {
    expect(await readPost('kayit-defteri')).toEqual({ slug: 'kayit-defteri' })
    expect(unstable_cache).toHaveBeenCalledWith(
      expect.any(Function),
      ['test:post', load.toString()],
      { tags: ['post:kayit-defteri'], revalidate: 3600 },
    )
    expect(load).toHaveBeenCalledWith('kayit-defteri')
  })

  it('counts each read as a miss (loaded) or a hit (answered from the cache)', async () => {
    await readPost('a')
    await readPost('a')
    await readPost('b')
    await readPost('a')
    expect(load).toHaveBeenCalledTimes(2)
    expect(counted).toEqual([
      ['test:post', 'miss'],
      ['test:post', 'hit'],
      ['test:post', 'miss'],
      ['test:post', 'hit'],
    ])
  })

  it('reads uncached when a tag is too long for Next to keep, so no entry outlives a change', async () => {
    const slug = 'a'.repeat(2000)
    expect(await readPost(slug)).toEqual({ slug })
    expect(unstable_cache).not.toHaveBeenCalled()
    expect(load).toHaveBeenCalledWith(slug)
  })
})
