import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Comment, Post } from '../../src/payload-types'
import { getTestPayload } from '../helpers/payload'
import { cleanupPosts, createPost } from '../helpers/posts'
import {
  as,
  cleanupUsers,
  expectDenied,
  expectValidationError,
  seedUsers,
  type TestUsers,
} from '../helpers/users'

let payload: Payload
let users: TestUsers
let post: Post
let otherPost: Post

beforeAll(async () => {
  payload = await getTestPayload()
  users = await seedUsers(payload)
  post = await createPost(payload, { title: 'Yorum testi' })
  otherPost = await createPost(payload, { title: 'Başka yazı' })
})

afterAll(async () => {
  await cleanupPosts(payload, [post, otherPost])
  await cleanupUsers(payload, users)
})

/** Comment data as a client sends it: status is optional (the collection decides it). */
const commentInput = (data: Partial<Omit<Comment, 'id'>> & Pick<Comment, 'post' | 'text'>) =>
  data as Omit<Comment, 'id' | 'createdAt' | 'updatedAt'>

type VisitorFields = Partial<Pick<Comment, 'status' | 'authorName' | 'authorEmail' | 'text'>>

const visitorComment = (extra: VisitorFields = {}) => ({
  post: post.id,
  text: 'Harika bir yazı!',
  authorName: 'Ziyaretçi',
  authorEmail: 'ziyaretci@example.com',
  ...extra,
})

describe('comment status on create', () => {
  it('holds a visitor comment for review, even when it claims to be approved', async () => {
    const comment = await payload.create({
      collection: 'comments',
      data: commentInput({ ...visitorComment(), status: 'approved' }),
      ...as(null),
    })
    expect(comment.status).toBe('pending')
    const publicList = await payload.find({
      collection: 'comments',
      where: { post: { equals: post.id } },
      ...as(null),
    })
    expect(publicList.docs.map((c) => c.id)).not.toContain(comment.id)
  })

  it('approves a trusted member’s comment and credits their account', async () => {
    // Trusted: the member already has an approved comment (a first comment waits, see
    // hardening.moderation.int.spec.ts).
    const earlier = await payload.create({
      collection: 'comments',
      data: commentInput({ post: post.id, text: 'Önceki yorum' }),
      ...as(users.artist),
    })
    await payload.update({ collection: 'comments', id: earlier.id, data: { status: 'approved' } })
    const comment = await payload.create({
      collection: 'comments',
      data: commentInput({
        post: post.id,
        text: 'Üye yorumu',
        authorName: 'Someone Else',
        authorEmail: 'spoof@example.com',
      }),
      ...as(users.artist),
    })
    expect(comment.status).toBe('approved')
    expect(comment.author).toMatchObject({ id: users.artist.id })
    expect(comment.authorName).toBeNull()
    const publicList = await payload.find({
      collection: 'comments',
      where: { post: { equals: post.id } },
      ...as(null),
    })
    const shown = publicList.docs.find((c) => c.id === comment.id)
    expect(shown?.text).toBe('Üye yorumu')
  })

  it('requires a name and an email from visitors, and at least 3 characters', async () => {
    const create = (extra: VisitorFields) =>
      payload.create({
        collection: 'comments',
        data: commentInput(visitorComment(extra)),
        ...as(null),
      })
    await expectValidationError(create({ authorName: ' ' }), 'authorName', 'Name is required')
    await expectValidationError(
      create({ authorEmail: undefined }),
      'authorEmail',
      'Email is required',
    )
    await expectValidationError(create({ text: 'ok' }), 'text')
  })

  it('keeps a visitor email away from the public and lets admins moderate', async () => {
    const pending = await payload.create({
      collection: 'comments',
      data: commentInput(visitorComment()),
      ...as(null),
    })
    await expectDenied(
      payload.update({
        collection: 'comments',
        id: pending.id,
        data: { status: 'approved' },
        ...as(users.artist),
      }),
    )
    await payload.update({
      collection: 'comments',
      id: pending.id,
      data: { status: 'approved' },
      ...as(users.admin),
    })
    const asVisitor = await payload.findByID({
      collection: 'comments',
      id: pending.id,
      ...as(null),
    })
    expect(asVisitor.authorName).toBe('Ziyaretçi')
    expect(asVisitor.authorEmail).toBeUndefined()
    const asAdmin = await payload.findByID({
      collection: 'comments',
      id: pending.id,
      ...as(users.admin),
    })
    expect(asAdmin.authorEmail).toBe('ziyaretci@example.com')
  })

  it('accepts a reply to a comment of the same post only', async () => {
    const parent = await payload.create({
      collection: 'comments',
      data: commentInput({ post: post.id, text: 'Ana yorum' }),
      ...as(users.admin),
    })
    const reply = await payload.create({
      collection: 'comments',
      data: commentInput({ post: post.id, parentComment: parent.id, text: 'Yanıt' }),
      ...as(users.artist),
    })
    expect(reply.parentComment).toMatchObject({ id: parent.id })
    await expect(
      payload.create({
        collection: 'comments',
        data: commentInput({
          post: otherPost.id,
          parentComment: parent.id,
          text: 'Yanlış yazıya yanıt',
        }),
        ...as(users.artist),
      }),
    ).rejects.toThrow(/same post|parentComment/)
  })
})
