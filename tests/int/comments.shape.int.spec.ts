import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as commentsRoute from '../../src/app/api/comments/route'
import { validateComment } from '../../src/components/comments/validateComment'
import { COMMENT_MIN_LENGTH } from '../../src/lib/commentRules'
import type { Comment, Post } from '../../src/payload-types'
import { commentInputSchema } from '../../src/server/blog/comments/commentInputSchema'
import { listCommentsOfPublishedPost } from '../../src/server/blog/comments/listCommentsOfPublishedPost'
import { toPublicComment } from '../../src/server/blog/comments/toPublicComment'
import { resetRateLimits } from '../../src/server/platform/rateLimits'
import { apiRequest, readBody } from '../helpers/api'
import { getTestPayload } from '../helpers/payload'
import { cleanupPosts, createPost } from '../helpers/posts'
import { expectValidationError } from '../helpers/users'

let payload: Payload
let post: Post
const savedEnv = { ...process.env }

beforeAll(async () => {
  process.env.RATE_LIMIT_COMMENTS = '1000/60'
  resetRateLimits()
  payload = await getTestPayload()
  post = await createPost(payload, { title: 'Yorum biçimi testi' })
})

afterAll(async () => {
  await cleanupPosts(payload, [post])
  process.env = savedEnv
  resetRateLimits()
})

describe('one public comment shape', () => {
  it('answers a new comment exactly as the post later reads it back', async () => {
    const body = { blogPost: post.id, text: 'Çok güzel!', authorName: 'Ece', authorEmail: 'e@x.co' }
    const response = await commentsRoute.POST(
      apiRequest('/api/comments', { method: 'POST', body }),
      undefined,
    )
    const created = (await readBody(response)).data as { _id: number }
    await payload.update({ collection: 'comments', id: created._id, data: { status: 'approved' } })
    const read = await listCommentsOfPublishedPost(payload, post.id)
    expect(read).toEqual([created])
  })

  it('says null, not an English word, for a missing name', () => {
    const comment = { id: 1, createdAt: '2026-01-01T00:00:00.000Z', text: 'Merhaba' } as Comment
    expect(toPublicComment(comment).author).toEqual({ name: null })
  })
})

describe(`one minimum length (${COMMENT_MIN_LENGTH})`, () => {
  const short = 'x'.repeat(COMMENT_MIN_LENGTH - 1)
  const long = 'x'.repeat(COMMENT_MIN_LENGTH)

  it('is the form check', () => {
    const draft = (text: string) => ({ name: '', email: '', text })
    expect(validateComment(draft(short), { visitor: false })).toEqual({ text: 'textTooShort' })
    expect(validateComment(draft(long), { visitor: false })).toEqual({})
  })

  it("is the API's schema", () => {
    const schema = commentInputSchema({ visitor: false })
    const issues = schema.safeParse({ blogPost: post.id, text: short }).error?.issues
    expect(issues?.[0]?.message).toBe('CommentsApi.textTooShort')
    expect(schema.safeParse({ blogPost: post.id, text: long }).success).toBe(true)
  })

  it("is the collection's", async () => {
    const data = {
      post: post.id,
      authorName: 'Ece',
      authorEmail: 'e@x.co',
      status: 'pending' as const,
    }
    await expectValidationError(
      payload.create({ collection: 'comments', data: { ...data, text: short } }),
      'text',
    )
    const saved = await payload.create({ collection: 'comments', data: { ...data, text: long } })
    expect(saved.text).toBe(long)
  })
})
