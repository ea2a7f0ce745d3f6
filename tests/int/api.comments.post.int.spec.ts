import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as commentsRoute from '../../src/app/api/comments/route'
import type { Post } from '../../src/payload-types'
import { resetRateLimits } from '../../src/server/platform/rateLimits'
import { apiRequest, readBody } from '../helpers/api'
import { getTestPayload } from '../helpers/payload'
import { cleanupPosts, createPost } from '../helpers/posts'
import { as, cleanupUsers, seedUsers, type TestUsers } from '../helpers/users'

let payload: Payload
let users: TestUsers
let post: Post
let otherPost: Post
let draft: Post
let artistToken: string
const savedEnv = { ...process.env }

beforeAll(async () => {
  // These tests send more requests than the default per-IP limit allows.
  process.env.RATE_LIMIT_COMMENTS = '1000/60'
  resetRateLimits()
  payload = await getTestPayload()
  users = await seedUsers(payload)
  post = await createPost(payload, { title: 'API yorum testi' })
  otherPost = await createPost(payload, { title: 'API başka yazı' })
  draft = await createPost(payload, { title: 'API taslak', status: 'draft' })
  const login = await payload.login({
    collection: 'users',
    data: { email: users.artist.email, password: 'Passw0rdTest' },
  })
  artistToken = login.token!
})

afterAll(async () => {
  await cleanupPosts(payload, [post, otherPost, draft])
  await cleanupUsers(payload, users)
  process.env = savedEnv
  resetRateLimits()
})

const postComment = (body: unknown, init: { token?: string; query?: string; lang?: string } = {}) =>
  commentsRoute.POST(
    apiRequest(`/api/comments${init.query ?? ''}`, {
      method: 'POST',
      body,
      token: init.token,
      headers: init.lang ? { 'accept-language': init.lang } : {},
    }),
    undefined,
  )

const visitorComment = (extra: Record<string, unknown> = {}) => ({
  blogPost: post.id,
  parentComment: null,
  text: 'Harika bir yazı!',
  authorName: 'Ziyaretçi',
  authorEmail: 'ziyaretci@example.com',
  ...extra,
})

const storedComment = (id: unknown) => payload.findByID({ collection: 'comments', id: Number(id) })

describe('POST /api/comments', () => {
  it('holds a visitor comment for approval and answers in the read shape', async () => {
    const response = await postComment(visitorComment())
    expect(response.status).toBe(201)
    const body = await readBody(response)
    expect(body).toMatchObject({
      success: true,
      message: 'Comment submitted! It may require approval.',
      data: { author: { name: 'Ziyaretçi' }, content: 'Harika bir yazı!', replies: [] },
    })
    const data = body.data as { _id: number; createdAt: string }
    expect(data.createdAt).toEqual(expect.any(String))
    expect(data).not.toHaveProperty('authorEmail')
    expect((await storedComment(data._id)).status).toBe('pending')
    const visible = await payload.find({
      collection: 'comments',
      where: { post: { equals: post.id } },
      ...as(null),
    })
    expect(visible.docs.map((c) => c.id)).not.toContain(data._id)
  })

  it('keeps a visitor comment pending even when it claims to be approved', async () => {
    const body = await readBody(await postComment(visitorComment({ status: 'approved' })))
    expect((await storedComment((body.data as { _id: number })._id)).status).toBe('pending')
  })

  it("holds a new member's first comment under their account, then posts the next approved", async () => {
    const send = (text: string) =>
      postComment(
        { blogPost: String(post.id), parentComment: null, text, authorName: 'Sahte' },
        { token: artistToken },
      )
    const first = await send('Üye yorumu')
    expect(first.status).toBe(201)
    const firstBody = await readBody(first)
    expect(firstBody.message).toBe('Comment submitted! It may require approval.')
    expect(firstBody.pending).toBe(true)
    const firstId = (firstBody.data as { _id: number })._id
    expect(await storedComment(firstId)).toMatchObject({
      status: 'pending',
      authorName: null,
      authorEmail: null,
      author: { id: users.artist.id },
    })

    await payload.update({ collection: 'comments', id: firstId, data: { status: 'approved' } })
    const next = await send('İkinci üye yorumu')
    const body = await readBody(next)
    expect(body.message).toBe('Comment posted.')
    expect(body.data).toMatchObject({ author: { name: users.artist.fullname } })
    const stored = await storedComment((body.data as { _id: number })._id)
    expect(stored).toMatchObject({ status: 'approved', authorName: null, authorEmail: null })
    expect(stored.author).toMatchObject({ id: users.artist.id })
  })

  it('treats a tampered token as a visitor (who must then give a name)', async () => {
    const response = await postComment({ blogPost: post.id, text: 'Merhaba' }, { token: 'x.y.z' })
    expect(response.status).toBe(400)
    expect((await readBody(response)).message).toBe('Name is required')
  })

  const cases: [string, Record<string, unknown>, string, string][] = [
    ['missing name', { authorName: '  ' }, 'Name is required', 'İsim gereklidir'],
    ['missing email', { authorEmail: undefined }, 'Email is required', 'E-posta gereklidir'],
    ['invalid email', { authorEmail: 'nope@' }, 'Invalid email address', 'Geçersiz e-posta adresi'],
    ['missing text', { text: '' }, 'Comment is required', 'Yorum gereklidir'],
    ['only markup', { text: '<b></b>' }, 'Comment is required', 'Yorum gereklidir'],
    [
      'short text',
      { text: 'ok' },
      'Comment must be at least 3 characters',
      'Yorum en az 3 karakter olmalıdır',
    ],
  ]
  it.each(cases)('rejects %s in English and Turkish', async (_case, extra, en, tr) => {
    for (const [init, message] of [
      [{}, en],
      [{ query: '?locale=tr' }, tr],
      [{ lang: 'tr-TR,tr;q=0.9' }, tr],
      [{ query: '?locale=en', lang: 'tr' }, en],
    ] as const) {
      const response = await postComment(visitorComment(extra), init)
      expect(response.status).toBe(400)
      expect(await readBody(response)).toMatchObject({ success: false, message })
    }
  })

  it('accepts a reply to a comment of the same post, refuses one of another post', async () => {
    const parent = await payload.create({
      collection: 'comments',
      data: {
        post: otherPost.id,
        text: 'Başka yazıda',
        status: 'approved',
        authorName: 'A',
        authorEmail: 'a@example.com',
      },
    })
    const refused = await postComment(visitorComment({ parentComment: parent.id }))
    expect(refused.status).toBe(400)
    expect((await readBody(refused)).message).toBe(
      'The parent comment must belong to the same post.',
    )
    const refusedTr = await postComment(visitorComment({ parentComment: parent.id }), {
      query: '?locale=tr',
    })
    expect((await readBody(refusedTr)).message).toBe('Yanıtlanan yorum aynı yazıya ait olmalıdır.')
    const reply = await postComment(
      { blogPost: otherPost.id, parentComment: parent.id, text: 'Yanıt' },
      { token: artistToken },
    )
    expect(reply.status).toBe(201)
    const replyId = ((await readBody(reply)).data as { _id: number })._id
    expect((await storedComment(replyId)).parentComment).toMatchObject({ id: parent.id })
  })

  it('answers 404 for an unknown, malformed or draft post', async () => {
    for (const blogPost of [987654321, 'abc', draft.id]) {
      const response = await postComment(visitorComment({ blogPost }))
      expect(response.status).toBe(404)
      expect((await readBody(response)).message).toBe('Blog post not found')
    }
    const tr = await postComment(visitorComment({ blogPost: draft.id }), { query: '?locale=tr' })
    expect((await readBody(tr)).message).toBe('Blog yazısı bulunamadı')
  })

  it('stores and returns HTML as readable plain text', async () => {
    const text = '<script>alert(1)</script>Merhaba <b>dünya</b> & a < b "tırnak" &lt;i&gt;x'
    const body = await readBody(await postComment(visitorComment({ text })))
    const expected = 'Merhaba dünya & a < b "tırnak" x'
    expect(body.data).toMatchObject({ content: expected })
    expect((await storedComment((body.data as { _id: number })._id)).text).toBe(expected)
  })

  it('answers 405 JSON for other methods', async () => {
    const response = await commentsRoute.GET()
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
    expect(await readBody(response)).toMatchObject({ success: false })
  })
})
