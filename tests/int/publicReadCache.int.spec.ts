import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { GET as listPublished } from '../../src/app/api/blogs/published/route'
import type { Post } from '../../src/payload-types'
import { cachedPublicRead, invalidatePublicReads } from '../../src/server/cache/publicReadCache'
import { apiRequest, readBody } from '../helpers/api'
import { getTestPayload } from '../helpers/payload'
import { cleanupPosts, createPost } from '../helpers/posts'

describe('public read cache', () => {
  it('answers repeated reads from memory until invalidated, and never keeps failures', async () => {
    const load = vi.fn(async () => 'answer')
    expect(await cachedPublicRead(['k', 1], load)).toBe('answer')
    expect(await cachedPublicRead(['k', 1], load)).toBe('answer')
    expect(load).toHaveBeenCalledTimes(1)
    invalidatePublicReads()
    await cachedPublicRead(['k', 1], load)
    expect(load).toHaveBeenCalledTimes(2)

    const failing = vi.fn(async () => {
      throw new Error('boom')
    })
    await expect(cachedPublicRead(['f'], failing)).rejects.toThrow('boom')
    await expect(cachedPublicRead(['f'], failing)).rejects.toThrow('boom')
    expect(failing).toHaveBeenCalledTimes(2)
  })
})

describe('public read cache right after a change', () => {
  it('does not keep answers loaded while the change may still be uncommitted', async () => {
    vi.useFakeTimers()
    try {
      const load = vi.fn(async () => 'answer')
      invalidatePublicReads()
      await cachedPublicRead(['quiet'], load)
      await cachedPublicRead(['quiet'], load)
      expect(load).toHaveBeenCalledTimes(2)
      vi.advanceTimersByTime(2_500)
      await cachedPublicRead(['quiet'], load)
      await cachedPublicRead(['quiet'], load)
      expect(load).toHaveBeenCalledTimes(3)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('cached blog list', () => {
  let payload: Payload
  const created: Post[] = []

  beforeAll(async () => {
    payload = await getTestPayload()
  })
  afterAll(() => cleanupPosts(payload, created))

  const slugs = async () => {
    const body = await readBody(
      await listPublished(apiRequest('/api/blogs/published?limit=50'), {}),
    )
    return (body.data as { slug: string }[]).map((post) => post.slug)
  }

  it('shows a newly published post and hides a deleted one at once', async () => {
    await slugs()
    const post = await createPost(payload, { title: 'Önbellek testi yazısı' })
    created.push(post)
    expect(await slugs()).toContain(post.slug)
    await payload.update({ collection: 'posts', id: post.id, data: { _status: 'draft' } })
    expect(await slugs()).not.toContain(post.slug)
  })
})
