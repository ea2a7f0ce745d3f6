import { Forbidden, ValidationError, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Post } from '../../src/payload-types'
import { getTestPayload } from '../helpers/payload'
import { cleanupPosts, createPost } from '../helpers/posts'
import { as, cleanupUsers, expectDenied, seedUsers, type TestUsers } from '../helpers/users'

let payload: Payload
let users: TestUsers
let published: Post
let draft: Post

beforeAll(async () => {
  payload = await getTestPayload()
  users = await seedUsers(payload)
  published = await createPost(payload, { title: 'Erişim testi yayında' })
  draft = await createPost(payload, { title: 'Erişim testi taslak', status: 'draft' })
})

afterAll(async () => {
  await cleanupPosts(payload, [published, draft])
  await cleanupUsers(payload, users)
})

describe('posts access', () => {
  it('shows visitors and members published posts only', async () => {
    for (const user of [null, users.artist, users.organizer]) {
      const { docs } = await payload.find({
        collection: 'posts',
        limit: 200,
        draft: true,
        ...as(user),
      })
      const ids = docs.map((p) => p.id)
      expect(ids).toContain(published.id)
      expect(ids).not.toContain(draft.id)
    }
  })

  it('shows drafts to admins', async () => {
    const found = await payload.findByID({
      collection: 'posts',
      id: draft.id,
      draft: true,
      ...as(users.admin),
    })
    expect(found.title).toBe('Erişim testi taslak')
  })

  it('lets only admins write posts', async () => {
    for (const user of [null, users.artist, users.organizer]) {
      await expectDenied(
        payload.create({
          collection: 'posts',
          data: { title: 'Nope', category: 'music-events' },
          ...as(user),
        }),
      )
      await expectDenied(
        payload.update({
          collection: 'posts',
          id: published.id,
          data: { title: 'Defaced' },
          ...as(user),
        }),
      )
      await expectDenied(payload.delete({ collection: 'posts', id: published.id, ...as(user) }))
    }
    const created = await payload.create({
      collection: 'posts',
      data: { title: 'Yönetici yazısı', category: 'music-business' },
      ...as(users.admin),
    })
    expect(created._status).toBe('draft')
    expect(created.author).toMatchObject({ id: users.admin.id })
    await cleanupPosts(payload, [created])
  })
})

describe('gigs access', () => {
  it('is public to read and open to organizers and admins to create', async () => {
    await expectDenied(
      payload.create({
        collection: 'gigs',
        data: { title: 'Artist gig', city: 'izmir', date: new Date().toISOString() },
        ...as(users.artist),
      }),
    )
    await expectDenied(
      payload.create({
        collection: 'gigs',
        data: { title: 'Visitor gig', city: 'izmir', date: new Date().toISOString() },
        ...as(null),
      }),
    )

    const gig = await payload.create({
      collection: 'gigs',
      data: {
        title: 'Organizatör gigi',
        city: 'ankara',
        date: new Date().toISOString(),
        organizer: users.otherOrganizer.id,
      },
      ...as(users.organizer),
    })
    expect(gig.organizer).toMatchObject({ id: users.organizer.id })
    const visible = await payload.findByID({ collection: 'gigs', id: gig.id, ...as(null) })
    expect(visible.title).toBe('Organizatör gigi')

    await expectDenied(
      payload.update({
        collection: 'gigs',
        id: gig.id,
        data: { title: 'Taken over' },
        ...as(users.otherOrganizer),
      }),
    )
    const renamed = await payload.update({
      collection: 'gigs',
      id: gig.id,
      data: { title: 'Yeni ad' },
      ...as(users.organizer),
    })
    expect(renamed.title).toBe('Yeni ad')
    await payload.delete({ collection: 'gigs', id: gig.id, ...as(users.admin) })
  })
})

describe('subscribers and contact messages', () => {
  it('take submissions from visitors and show them to admins only', async () => {
    const subscriber = await payload.create({
      collection: 'subscribers',
      data: { email: `  Fan.${Date.now()}@Example.com `, status: 'pending' },
      ...as(null),
    })
    expect(subscriber.email).toMatch(/^fan\.\d+@example\.com$/)
    await expect(
      payload.create({
        collection: 'subscribers',
        data: { email: subscriber.email.toUpperCase(), status: 'pending' },
        ...as(null),
      }),
    ).rejects.toBeInstanceOf(ValidationError)

    const message = await payload.create({
      collection: 'contact-messages',
      data: { name: 'Ayşe', email: 'ayse@example.com', message: 'Merhaba!' },
      ...as(null),
    })
    for (const user of [null, users.artist, users.organizer]) {
      await expectDenied(payload.find({ collection: 'subscribers', ...as(user) }))
      await expectDenied(payload.find({ collection: 'contact-messages', ...as(user) }))
    }
    const handled = await payload.update({
      collection: 'contact-messages',
      id: message.id,
      data: { handled: true },
      ...as(users.admin),
    })
    expect(handled.handled).toBe(true)
    await payload.delete({ collection: 'subscribers', id: subscriber.id })
    await payload.delete({ collection: 'contact-messages', id: message.id })
  })
})

describe('media access', () => {
  it('lets only admins upload', async () => {
    await expect(
      payload.create({ collection: 'media', data: { alt: 'x' }, ...as(users.artist) }),
    ).rejects.toBeInstanceOf(Forbidden)
  })
})
