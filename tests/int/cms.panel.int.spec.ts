import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as openPreview } from '../../src/app/(payload)/cms-preview/route'
import type { Comment, Post } from '../../src/payload-types'
import { postPreviewUrl } from '../../src/server/blog/posts/postPreviewUrl'
import { translate } from '../../src/server/platform/i18n/translate'
import { previewingAdmin } from '../../src/server/blog/posts/previewingAdmin'
import { apiRequest } from '../helpers/api'
import { getTestPayload } from '../helpers/payload'
import { cleanupPosts, createPost } from '../helpers/posts'
import { as, cleanupUsers, seedUsers, type TestUsers } from '../helpers/users'

let payload: Payload
let users: TestUsers
let post: Post

beforeAll(async () => {
  payload = await getTestPayload()
  users = await seedUsers(payload)
  post = await createPost(payload, { title: 'Denetim testi' })
})

afterAll(async () => {
  await payload.delete({ collection: 'contact-messages', where: { email: { like: 'panel-' } } })
  await cleanupPosts(payload, [post])
  await cleanupUsers(payload, users)
})

describe('comment moderation order', () => {
  const visitorComment = (text: string) =>
    payload.create({
      collection: 'comments',
      // As a visitor sends it: no status, the collection holds it as pending.
      data: { post: post.id, text, authorName: 'Ziyaretçi', authorEmail: 'z@example.com' } as Omit<
        Comment,
        'id' | 'createdAt' | 'updatedAt'
      >,
      ...as(null),
    })

  it('puts pending comments first and moves a decided one down', async () => {
    const older = await visitorComment('Eski bekleyen yorum')
    const newer = await visitorComment('Yeni bekleyen yorum')
    expect(older.moderationOrder).toBe(0)
    const approved = await payload.update({
      collection: 'comments',
      id: newer.id,
      data: { status: 'approved' },
      ...as(users.admin),
    })
    expect(approved.moderationOrder).toBe(1)

    const { docs } = await payload.find({
      collection: 'comments',
      where: { post: { equals: post.id } },
      ...as(users.admin),
    })
    expect(docs.map((c) => [c.id, c.status])).toEqual([
      [older.id, 'pending'],
      [newer.id, 'approved'],
    ])
  })
})

describe('contact message handling', () => {
  const message = (email: string, extra: { handled?: boolean } = {}) =>
    payload.create({
      collection: 'contact-messages',
      data: { name: 'Ayşe', email, message: 'Merhaba!', ...extra },
      ...as(null),
    })

  it('keeps a visitor from marking their own message handled', async () => {
    const created = await message('panel-visitor@example.com', { handled: true })
    expect(created.handled).toBe(false)
    expect(created.handledAt).toBeFalsy()
  })

  it('stamps handledAt when an admin marks it handled, keeps it, and clears it on unmarking', async () => {
    const created = await message('panel-admin@example.com')
    const mark = (data: { handled?: boolean; name?: string }) =>
      payload.update({ collection: 'contact-messages', id: created.id, data, ...as(users.admin) })

    const handled = await mark({ handled: true })
    expect(handled.handledAt).toBeTruthy()
    expect(Date.now() - Date.parse(handled.handledAt!)).toBeLessThan(60_000)
    expect((await mark({ name: 'Ayşe Y.' })).handledAt).toBe(handled.handledAt)
    expect((await mark({ handled: false })).handledAt).toBeFalsy()
  })
})

describe('post preview', () => {
  const cookieOf = async (email: string) => {
    const { token } = await payload.login({
      collection: 'users',
      data: { email, password: 'Passw0rdTest' },
    })
    return { cookie: `payload-token=${token}` }
  }

  it('links the panel to the post page in the edited language', () => {
    expect(postPreviewUrl('ilk-gig', 'tr')).toBe('/cms-preview?path=%2Fblog%2Filk-gig')
    expect(postPreviewUrl('ilk-gig', 'en')).toBe('/cms-preview?path=%2Fen%2Fblog%2Filk-gig')
    expect(postPreviewUrl(null, 'tr')).toBeNull()
  })

  it('recognises an admin signed in to the panel, and nobody else', async () => {
    const headersOf = async (email: string) => new Headers(await cookieOf(email))
    expect((await previewingAdmin(payload, await headersOf(users.admin.email)))?.id).toBe(
      users.admin.id,
    )
    expect(await previewingAdmin(payload, await headersOf(users.artist.email))).toBeNull()
    expect(await previewingAdmin(payload, new Headers())).toBeNull()
  })

  it('refuses a non-admin and any path but a post page', async () => {
    const artist = await openPreview(
      apiRequest('/cms-preview?path=/blog/x', { headers: await cookieOf(users.organizer.email) }),
    )
    expect(artist.status).toBe(403)
    const visitor = await openPreview(apiRequest('/cms-preview?path=/en/blog/x'))
    expect(visitor.status).toBe(403)
    const elsewhere = await openPreview(
      apiRequest('/cms-preview?path=//evil.example.com', {
        headers: await cookieOf(users.admin.email),
      }),
    )
    expect(elsewhere.status).toBe(400)
  })

  it('answers a bearer token it no longer accepts with the challenge that signs the site out', async () => {
    const refused = await openPreview(
      apiRequest('/cms-preview?path=/blog/x', {
        headers: { authorization: 'Bearer expired.token.value', 'accept-language': 'en' },
      }),
    )
    expect(refused.status).toBe(401)
    expect(refused.headers.get('www-authenticate')).toContain('error="invalid_token"')
    expect(await refused.text()).toBe(translate('en', 'AuthApi.authRequired'))
    // A good token of someone who is not an admin is refused as before, with no challenge.
    const artist = await openPreview(
      apiRequest('/cms-preview?path=/blog/x', {
        headers: {
          authorization: `Bearer ${(await cookieOf(users.artist.email)).cookie.split('=')[1]}`,
        },
      }),
    )
    expect(artist.status).toBe(403)
    expect(artist.headers.get('www-authenticate')).toBeNull()
  })

  it("reads the site's bearer token as the panel's cookie: an admin's, nobody else's", async () => {
    const bearerOf = async (email: string) => ({
      authorization: `Bearer ${(await cookieOf(email)).cookie.split('=')[1]}`,
    })
    expect(
      (await previewingAdmin(payload, new Headers(await bearerOf(users.admin.email))))?.id,
    ).toBe(users.admin.id)
    const organizer = await openPreview(
      apiRequest('/cms-preview?path=/blog/x', { headers: await bearerOf(users.organizer.email) }),
    )
    expect(organizer.status).toBe(403)
    expect(organizer.headers.get('set-cookie')).toBeNull()
  })
})
