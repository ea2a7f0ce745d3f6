import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Comment, Post } from '../../src/payload-types'
import { issueSessionToken } from '../../src/server/people/auth/issueSessionToken'
import { cmsApi } from '../helpers/cmsApi'
import { getTestPayload } from '../helpers/payload'
import { cleanupPosts, createPost } from '../helpers/posts'
import { as, cleanupUsers, seedUsers, type TestUsers } from '../helpers/users'

let payload: Payload
let users: TestUsers
let post: Post
const MARK = 'csv-injection-test'

beforeAll(async () => {
  payload = await getTestPayload()
  users = await seedUsers(payload)
  post = await createPost(payload, { title: 'Denetim sırası' })
})
afterAll(async () => {
  await payload.delete({ collection: 'contact-messages', where: { message: { like: MARK } } })
  await cleanupPosts(payload, [post])
  await cleanupUsers(payload, users)
})

describe('a new account’s first comment waits for review', () => {
  const comment = (user: TestUsers[keyof TestUsers], text: string) =>
    payload.create({
      collection: 'comments',
      data: { post: post.id, text } as Omit<Comment, 'id' | 'createdAt' | 'updatedAt'>,
      ...as(user),
    })

  it('holds the first, trusts the member once one is approved', async () => {
    const first = await comment(users.organizer, 'İlk yorumum')
    expect(first.status).toBe('pending')
    expect(first.author).toMatchObject({ id: users.organizer.id })
    expect((await comment(users.organizer, 'Hâlâ bekliyor')).status).toBe('pending')
    await payload.update({ collection: 'comments', id: first.id, data: { status: 'approved' } })
    expect((await comment(users.organizer, 'Artık güvenilir')).status).toBe('approved')
  })

  it('approves an admin’s comment at once', async () => {
    expect((await comment(users.admin, 'Yönetici yorumu')).status).toBe('approved')
  })

  it('a rejected comment earns no trust', async () => {
    const first = await comment(users.otherOrganizer, 'Reklam')
    await payload.update({ collection: 'comments', id: first.id, data: { status: 'rejected' } })
    expect((await comment(users.otherOrganizer, 'Yine reklam')).status).toBe('pending')
  })
})

describe('CSV export', () => {
  it('escapes cells a spreadsheet would run as a formula', async () => {
    const hostile = ['=HYPERLINK("http://evil.example","x")', '+1+1', '-2+3', '@SUM(A1)']
    for (const [index, name] of hostile.entries())
      await payload.create({
        collection: 'contact-messages',
        data: { name, email: `csv${index}@example.com`, message: `${MARK} ${index}` },
      })
    const response = await cmsApi('POST', '/exports/download', {
      token: await issueSessionToken(payload, users.admin),
      body: {
        data: {
          collectionSlug: 'contact-messages',
          format: 'csv',
          fields: ['name', 'message'],
          where: { message: { like: MARK } },
        },
      },
    })
    expect(response.status).toBe(200)
    const csv = await response.text()
    for (const name of hostile) {
      const quoted = `'${name}`.replaceAll('"', '""')
      expect(csv).toContain(quoted)
      expect(csv).not.toMatch(new RegExp(`(^|,)"?${name.replace(/[+()"@.=\\/-]/g, '\\$&')}`, 'm'))
    }
    expect(csv).toContain(`${MARK} 0`)
  })
})
