import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Post } from '../../src/payload-types'
import { countPendingComments } from '../../src/server/blog/comments/countPendingComments'
import { createComment } from '../../src/server/blog/comments/createComment'
import { countUnhandledMessages } from '../../src/server/outreach/contact/countUnhandledMessages'
import { getTestPayload } from '../helpers/payload'
import { cleanupPosts, createPost } from '../helpers/posts'
import { cleanupUsers, seedUsers, type TestUsers } from '../helpers/users'

let payload: Payload
let users: TestUsers
let post: Post
const email = `queue-${Date.now().toString(36)}@editor-queue.example.com`

beforeAll(async () => {
  payload = await getTestPayload()
  users = await seedUsers(payload)
  post = await createPost(payload, { title: 'Editör kuyruğu testi' })
})

afterAll(async () => {
  await payload.delete({ collection: 'contact-messages', where: { email: { equals: email } } })
  await cleanupPosts(payload, [post])
  await cleanupUsers(payload, users)
})

describe("the dashboard's counts (server/comments, server/contact)", () => {
  it("count a visitor's new comment as pending for an admin, and nothing for a visitor", async () => {
    const before = await countPendingComments(payload, users.admin)
    const input = { blogPost: post.id, parentComment: null, text: 'Bekleyen yorum' }
    await createComment(payload, {
      input: { ...input, authorName: 'Ece', authorEmail: email },
      user: null,
    })
    expect(await countPendingComments(payload, users.admin)).toBe(before + 1)
    expect(await countPendingComments(payload, null)).toBe(0)
  })

  it('count an unhandled contact message for an admin', async () => {
    const before = await countUnhandledMessages(payload, users.admin)
    await payload.create({
      collection: 'contact-messages',
      data: { name: 'Ece', email, message: 'Merhaba' },
    })
    expect(await countUnhandledMessages(payload, users.admin)).toBe(before + 1)
  })
})

describe('createComment', () => {
  it('answers null, not an HTTP error, for a post that is not found', async () => {
    const input = { blogPost: 99_999_999, parentComment: null, text: 'Kayıp yazı' }
    expect(await createComment(payload, { input, user: users.artist })).toBeNull()
  })
})
