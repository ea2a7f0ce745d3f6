import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import * as commentsRoute from '../../src/app/api/comments/route'
import * as contactRoute from '../../src/app/api/contact/route'
import { apiFetch } from '../../src/lib/api/apiFetch'
import { newIdempotencyKey } from '../../src/lib/api/newIdempotencyKey'
import type { Post } from '../../src/payload-types'
import { resetRateLimits } from '../../src/server/platform/rateLimits'
import { apiRequest, readBody } from '../helpers/api'
import { getTestPayload } from '../helpers/payload'
import { cleanupPosts, createPost } from '../helpers/posts'

/*
 * The public forms' writes honour an Idempotency-Key: the site's own forms send one, so the front
 * may send a contact message or a comment again to the other instance when its instance died
 * with it, and the write is done once. Before, both routes refused a key with a 400.
 */
let payload: Payload
let post: Post
const run = Date.now().toString(36)
const savedEnv = { ...process.env }

beforeAll(async () => {
  process.env.RATE_LIMIT_CONTACT = '1000/60'
  process.env.RATE_LIMIT_COMMENTS = '1000/60'
  resetRateLimits()
  payload = await getTestPayload()
  post = await createPost(payload, { title: `Anahtarlı yorum ${run}` })
})

afterAll(async () => {
  await payload.delete({ collection: 'contact-messages', where: { email: { like: run } } })
  await cleanupPosts(payload, [post])
  process.env = savedEnv
  resetRateLimits()
})

const keyed = (path: string, body: unknown, key: string) =>
  apiRequest(path, {
    method: 'POST',
    body,
    headers: { 'idempotency-key': key, 'x-forwarded-for': '198.51.100.7' },
  })

describe('Idempotency-Key on the public forms', () => {
  it('files a contact message sent twice with one key once, and replays the answer', async () => {
    const email = `keyed-${run}@example.com`
    const body = { name: 'Deniz', email, message: 'İki kez gönderildi.' }
    const key = randomUUID()
    const first = await contactRoute.POST(keyed('/api/contact', body, key), undefined)
    expect(first.status).toBe(201)
    const again = await contactRoute.POST(keyed('/api/contact', body, key), undefined)
    expect(again.status).toBe(201)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(await readBody(again)).toEqual(await readBody(first))
    const { totalDocs } = await payload.count({
      collection: 'contact-messages',
      where: { email: { equals: email } },
    })
    expect(totalDocs).toBe(1)
  })

  it('posts a comment sent twice with one key once, and replays the answer', async () => {
    const body = {
      blogPost: post.id,
      text: `Anahtarlı yorum ${run}`,
      authorName: 'Deniz',
      authorEmail: `comment-${run}@example.com`,
    }
    const key = randomUUID()
    const first = await commentsRoute.POST(keyed('/api/comments', body, key), undefined)
    expect(first.status).toBe(201)
    const again = await commentsRoute.POST(keyed('/api/comments', body, key), undefined)
    expect(again.status).toBe(201)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(await readBody(again)).toEqual(await readBody(first))
    const { totalDocs } = await payload.count({
      collection: 'comments',
      where: { post: { equals: post.id } },
    })
    expect(totalDocs).toBe(1)
  })

  it('answers a keyed comment the collection does not accept with its 400', async () => {
    const body = { blogPost: post.id, text: 'x', authorName: '', authorEmail: '' }
    const key = randomUUID()
    const refused = await commentsRoute.POST(keyed('/api/comments', body, key), undefined)
    expect(refused.status).toBe(400)
  })

  it("the site's client sends a submission's key, so the submission sent again is done once", async () => {
    // The browser's fetch, answered by the real route handler of /api/contact.
    vi.stubGlobal('fetch', (input: string, init: RequestInit) =>
      contactRoute.POST(new Request(new URL(input, 'http://localhost'), init), undefined),
    )
    try {
      const email = `client-${run}@example.com`
      const submission = {
        method: 'POST' as const,
        body: { name: 'Deniz', email, message: 'Formdan.' },
        token: null,
        locale: 'en',
        idempotencyKey: newIdempotencyKey(),
        messages: { network: 'no answer', failed: (status: number) => `failed ${status}` },
      }
      expect(submission.idempotencyKey).not.toBe(newIdempotencyKey())
      const first = await apiFetch('/api/contact', submission)
      const again = await apiFetch('/api/contact', submission)
      expect([first.ok, again.ok]).toEqual([true, true])
      const { totalDocs } = await payload.count({
        collection: 'contact-messages',
        where: { email: { equals: email } },
      })
      expect(totalDocs).toBe(1)
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
