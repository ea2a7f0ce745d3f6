import { unstable_cache } from 'next/cache'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { cachedRead } from '../../src/server/platform/cache/cachedRead'

// Stands in for Next's data cache: records each entry's options and reads through.
vi.mock('next/cache', () => ({
  unstable_cache: vi.fn(
    (load: (...args: unknown[]) => Promise<unknown>) =>
      (...args: unknown[]) =>
        load(...args),
  ),
}))

const load = vi.fn(async (slug: string) => ({ slug }))
const readPost = cachedRead('test:post', load, (slug: string) => [`post:${slug}`])

beforeEach(() => vi.clearAllMocks())

describe('cachedRead', () => {
  it('caches a read under its name with the tags of its arguments', async () => {
    expect(await readPost('kayit-defteri')).toEqual({ slug: 'kayit-defteri' })
    expect(unstable_cache).toHaveBeenCalledWith(load, ['test:post'], {
      tags: ['post:kayit-defteri'],
      revalidate: 3600,
    })
  })

  it('reads uncached when a tag is too long for Next to keep, so no entry outlives a change', async () => {
    const slug = 'a'.repeat(2000)
    expect(await readPost(slug)).toEqual({ slug })
    expect(unstable_cache).not.toHaveBeenCalled()
    expect(load).toHaveBeenCalledWith(slug)
  })
})
