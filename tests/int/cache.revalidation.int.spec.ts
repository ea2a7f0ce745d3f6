import { createServer, type Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

import { revalidateTag } from 'next/cache'
import { commitTransaction, createLocalReq, initTransaction, type Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { GIGS_TAG, POSTS_TAG, postCommentsTag, postTag } from '../../src/lib/cacheTags'
import type { Post } from '../../src/payload-types'
import { getTestPayload } from '../helpers/payload'
import { cleanupPosts, createPost } from '../helpers/posts'

// Records what the collection hooks expire (outside a Next.js request the real one would throw).
vi.mock('next/cache', async (actual) =>
  (await import('../helpers/recordedCache')).recordedNextCache(actual),
)

let payload: Payload
const created: Post[] = []
const expired = () => vi.mocked(revalidateTag).mock.calls.map(([tag]) => tag)

beforeAll(async () => {
  payload = await getTestPayload()
})
beforeEach(() => vi.mocked(revalidateTag).mockReset())
afterAll(() => cleanupPosts(payload, created))

describe('cache tags expired by the hooks', () => {
  it('expires the lists, the post (old and new slug) and its comments on a post change', async () => {
    const post = await createPost(payload, { title: 'Etiket yazısı' })
    created.push(post)
    expect(expired()).toEqual(
      expect.arrayContaining([POSTS_TAG, postTag(post.slug!), postCommentsTag(post.id)]),
    )
    vi.clearAllMocks()
    await payload.update({ collection: 'posts', id: post.id, data: { slug: 'etiket-yeni' } })
    expect(expired()).toEqual(expect.arrayContaining([postTag(post.slug!), postTag('etiket-yeni')]))
    expect(vi.mocked(revalidateTag)).toHaveBeenCalledWith(POSTS_TAG, { expire: 0 })
  })

  it('expires the post page when a comment is approved, not while it is pending', async () => {
    const post = await createPost(payload, { title: 'Yorum etiketi' })
    created.push(post)
    const comment = await payload.create({
      collection: 'comments',
      data: {
        post: post.id,
        text: 'Güzel',
        authorName: 'Ayşe',
        authorEmail: 'a@example.com',
        status: 'pending',
      },
    })
    vi.clearAllMocks()
    await payload.update({ collection: 'comments', id: comment.id, data: { text: 'Güzel yazı' } })
    expect(expired()).toEqual([])
    await payload.update({ collection: 'comments', id: comment.id, data: { status: 'approved' } })
    expect(expired()).toEqual(
      expect.arrayContaining([postTag(post.slug!), postCommentsTag(post.id)]),
    )
  })

  it('expires every gig read on a gig change', async () => {
    const gig = await payload.create({
      collection: 'gigs',
      data: { title: 'Etiket konseri', date: '2031-05-01T19:00:00.000Z', city: 'izmir' },
    })
    expect(expired()).toContain(GIGS_TAG)
    vi.mocked(revalidateTag).mockReset()
    await payload.delete({ collection: 'gigs', id: gig.id })
    expect(expired()).toContain(GIGS_TAG)
  })
})

describe('expiring after the commit', () => {
  it('expires nothing inside the transaction, and after the commit a fresh read sees the change', async () => {
    const post = await createPost(payload, { title: 'İşlem yazısı' })
    created.push(post)
    for (let round = 1; round <= 20; round++) {
      vi.clearAllMocks()
      const seen: Promise<string | null | undefined>[] = []
      // What a visitor's read (outside the transaction) finds at the moment the tag expires.
      vi.mocked(revalidateTag).mockImplementation(() => {
        seen.push(
          payload
            .findByID({ collection: 'posts', id: post.id, locale: 'tr', depth: 0 })
            .then((doc) => doc.title),
        )
      })
      const req = await createLocalReq({}, payload)
      await initTransaction(req)
      const title = `İşlem yazısı ${round}`
      await payload.update({ collection: 'posts', id: post.id, locale: 'tr', data: { title }, req })
      expect(expired()).toEqual([])
      await commitTransaction(req)
      expect(expired()).toContain(POSTS_TAG)
      expect(new Set(await Promise.all(seen))).toEqual(new Set([title]))
    }
  })

  it('expires nothing when the transaction rolls back', async () => {
    const post = await createPost(payload, { title: 'Geri alınan yazı' })
    created.push(post)
    vi.clearAllMocks()
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    await payload.update({ collection: 'posts', id: post.id, data: { title: 'Hiç olmadı' }, req })
    await payload.db.rollbackTransaction(req.transactionID!)
    await commitTransaction(req)
    expect(expired()).toEqual([])
  })
})

describe('a write answers after the caches let the old version go', () => {
  type Event = { what: string; at: number }
  let events: Event[] = []
  const record = (what: string) => events.push({ what, at: performance.now() })
  let front: Server
  let frontAnswers: 'ok' | 'hang' = 'ok'
  const sockets = new Set<Socket>()

  beforeAll(async () => {
    front = createServer((request, response) => {
      if (request.method !== 'PURGE') return void response.writeHead(405).end()
      record(`purge ${request.headers['xkey-purge']}`)
      if (frontAnswers === 'ok') setTimeout(() => response.writeHead(200).end(), 30)
    })
    front.on(
      'connection',
      (socket) => (sockets.add(socket), socket.on('close', () => sockets.delete(socket))),
    )
    await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve))
  })
  afterAll(async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise((resolve) => front.close(resolve))
    delete process.env.VARNISH_URL
    delete (globalThis as { __incrementalCache?: unknown }).__incrementalCache
  })
  beforeEach(() => {
    events = []
    frontAnswers = 'ok'
    process.env.VARNISH_URL = `http://127.0.0.1:${(front.address() as AddressInfo).port}/`
    // Next's cache of the process, as Next's server keeps it during a request: its expiry takes
    // a while (Redis under load), and the write must wait for it.
    ;(globalThis as { __incrementalCache?: unknown }).__incrementalCache = {
      revalidateTag: async (tags: string[]) => {
        record(`expiring ${tags.join(' ')}`)
        await new Promise((resolve) => setTimeout(resolve, 50))
        record('expired')
      },
    }
  })

  it('expires the shared cache, then purges the front, then answers', async () => {
    const post = await createPost(payload, { title: 'Sıralı yazı' })
    created.push(post)
    events = []
    await payload.update({ collection: 'posts', id: post.id, data: { title: 'Sıralı yazı 2' } })
    record('answered')
    const order = events.map(({ what }) => what.split(' ')[0])
    expect(order).toEqual(['expiring', 'expired', 'purge', 'answered'])
    expect(events[0].what).toContain(postTag(post.slug!))
    expect(events[2].what).toContain(POSTS_TAG)
  })

  it('still succeeds, and says so, when the front does not answer or is down', async () => {
    const post = await createPost(payload, { title: 'Önsüz yazı' })
    created.push(post)
    const errors = vi.spyOn(payload.logger, 'error')
    try {
      frontAnswers = 'hang'
      await payload.update({ collection: 'posts', id: post.id, data: { title: 'Önsüz yazı 2' } })
      expect(errors.mock.calls.flat().join(' ')).toMatch(/\[front\] purge of .* failed/)
      errors.mockClear()
      process.env.VARNISH_URL = 'http://127.0.0.1:9/'
      const updated = await payload.update({
        collection: 'posts',
        id: post.id,
        data: { title: 'Önsüz yazı 3' },
      })
      expect(updated.title).toBe('Önsüz yazı 3')
      expect(errors.mock.calls.flat().join(' ')).toMatch(/\[front\] purge of .* failed/)
    } finally {
      errors.mockRestore()
    }
  })
})
