import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import * as register from '../../src/app/api/auth/register/route'
import type { Post } from '../../src/payload-types'
import { issueSessionToken } from '../../src/server/people/auth/issueSessionToken'
import { resetRateLimits } from '../../src/server/platform/rateLimits'
import { apiRequest, readBody } from '../helpers/api'
import { cmsApi } from '../helpers/cmsApi'
import { getTestPayload } from '../helpers/payload'
import { cleanupPosts, createPost } from '../helpers/posts'
import { as, cleanupUsers, seedUsers, type TestUsers } from '../helpers/users'

let payload: Payload
let users: TestUsers
let post: Post
const tokens: Record<keyof TestUsers, string> = {} as never
const DOMAIN = '@cms-api-test.example.com'
const PASSWORD_RULE =
  'Password must be at least 8 characters long, with at least one uppercase letter, one lowercase letter, and one number.'
const usersWithEmail = async (email: string) =>
  (await payload.find({ collection: 'users', where: { email: { equals: email } } })).docs

beforeAll(async () => {
  payload = await getTestPayload()
  users = await seedUsers(payload)
  for (const [role, user] of Object.entries(users))
    tokens[role as keyof TestUsers] = await issueSessionToken(payload, user)
  post = await createPost(payload, { title: 'Panel API testi' })
})
beforeEach(() => resetRateLimits())
afterAll(async () => {
  await payload.delete({ collection: 'subscribers', where: { email: { like: `%${DOMAIN}` } } })
  await payload.delete({ collection: 'gigs', where: { title: { like: 'Sel gig%' } } })
  await payload.delete({ collection: 'users', where: { email: { like: `%${DOMAIN}` } } })
  await cleanupPosts(payload, [post])
  await cleanupUsers(payload, users)
})

describe('/cms-api serves the panel: admins only', () => {
  it.each([
    ['GET', '/posts?limit=0&depth=10'],
    ['GET', '/comments?pagination=false&depth=10'],
    ['GET', '/users?limit=0'],
    ['GET', '/payload-locked-documents'],
    ['POST', '/payload-jobs/run'],
    ['POST', '/graphql'],
    // The site serves uploads at /api/media and /api/photos (tests/int/media.files.int.spec.ts).
    ['GET', '/media/file/not-there.png'],
    ['GET', '/photos/file/not-there.webp'],
  ])('%s %s: 401 for a visitor, 403 for a member', async (method, path) => {
    const visitor = await cmsApi(method, path, { body: method === 'POST' ? {} : undefined })
    expect(visitor.status).toBe(401)
    expect((await readBody(visitor)).message).toBe('Authentication required.')
    const artist = await cmsApi(method, path, {
      token: tokens.artist,
      body: method === 'POST' ? {} : undefined,
    })
    expect(artist.status).toBe(403)
    expect((await readBody(artist)).message).toMatch(/admin panel only/)
  })

  it('answers the admin as Payload does', async () => {
    const response = await cmsApi('GET', '/posts?limit=1&depth=0', { token: tokens.admin })
    expect(response.status).toBe(200)
    expect((await response.json()).docs).toHaveLength(1)
  })

  it('answers an admin from Payload’s file route, a visitor 401', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer()
    const media = await payload.create({
      collection: 'media',
      data: {},
      file: { data: png, mimetype: 'image/png', name: `panel-${Date.now()}.png`, size: png.length },
    })
    try {
      const path = `/media/file/${encodeURIComponent(media.filename!)}`
      expect((await cmsApi('GET', path)).status).toBe(401)
      const response = await cmsApi('GET', path, { token: tokens.admin })
      expect(response.status).toBe(200)
      expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true)
    } finally {
      await payload.delete({ collection: 'media', id: media.id })
    }
  })

  it('limits panel logins like /api logins, and bodies to 100 KB', async () => {
    process.env.RATE_LIMIT_LOGIN = '2/60'
    resetRateLimits()
    try {
      const attempt = () =>
        cmsApi('POST', '/users/login', { body: { email: `x${DOMAIN}`, password: 'Wrong1Pass' } })
      expect((await attempt()).status).toBe(401)
      expect((await attempt()).status).toBe(401)
      expect((await attempt()).status).toBe(429)
    } finally {
      delete process.env.RATE_LIMIT_LOGIN
      resetRateLimits()
    }
    const chunk = new TextEncoder().encode(`{"email":"${'a'.repeat(60 * 1024)}`)
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(chunk)
        controller.enqueue(chunk)
        controller.close()
      },
    })
    const response = await cmsApi('POST', '/users/login', {
      rawBody: chunked,
      headers: { 'content-type': 'application/json' },
    })
    expect(response.status).toBe(413)
  })
})

describe('each finding of the /cms-api review', () => {
  it('a visitor cannot make an account at /cms-api/users, weak password or not', async () => {
    const email = `weak${DOMAIN}`
    const response = await cmsApi('POST', '/users', {
      body: { email, password: 'abc', fullname: 'Zayıf', role: 'artist' },
    })
    expect(response.status).toBe(401)
    expect(await usersWithEmail(email)).toHaveLength(0)
  })

  it('the password rule holds on every path that sets a password', async () => {
    const email = `admin-made${DOMAIN}`
    const created = await cmsApi('POST', '/users', {
      token: tokens.admin,
      headers: { 'accept-language': 'en' },
      body: { email, password: 'abc', fullname: 'Zayıf', role: 'artist' },
    })
    expect(created.status).toBe(400)
    expect(JSON.stringify(await created.json())).toContain(PASSWORD_RULE)
    expect(await usersWithEmail(email)).toHaveLength(0)

    const patched = await cmsApi('PATCH', `/users/${users.artist.id}`, {
      token: tokens.admin,
      body: { password: 'short' },
    })
    expect(patched.status).toBe(400)

    await expect(
      payload.update({ collection: 'users', id: users.artist.id, data: { password: 'abcdefgh' } }),
    ).rejects.toThrow()

    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email: users.organizer.email },
      disableEmail: true,
    })
    const reset = await cmsApi('POST', '/users/reset-password', {
      body: { token, password: 'abc' },
    })
    expect(reset.status).toBe(400)
    await expect(
      payload.login({
        collection: 'users',
        data: { email: users.organizer.email, password: 'abc' },
      }),
    ).rejects.toThrow()
  })

  it('a visitor’s comment never names an author, whatever it sends', async () => {
    const refused = await cmsApi('POST', '/comments', {
      body: { post: post.id, text: 'Sahte imza', author: users.admin.id, authorName: 'X' },
    })
    expect(refused.status).toBe(401)
    // And through the collection itself, as any future path would reach it.
    const comment = await payload.create({
      collection: 'comments',
      data: {
        post: post.id,
        text: 'Sahte imza',
        author: users.admin.id,
        authorName: 'Ziyaretçi',
        authorEmail: 'z@example.com',
        status: 'pending',
      },
      ...as(null),
    })
    expect(comment.author ?? null).toBeNull()
  })

  it('an organizer cannot post gigs through /cms-api', async () => {
    const response = await cmsApi('POST', '/gigs', {
      token: tokens.organizer,
      body: { title: 'Sel gig', date: new Date().toISOString(), city: 'İzmir' },
    })
    expect(response.status).toBe(403)
    const { totalDocs } = await payload.count({
      collection: 'gigs',
      where: { title: { like: 'Sel gig%' } },
    })
    expect(totalDocs).toBe(0)
  })

  it('POST /cms-api/subscribers reveals nothing about who is subscribed', async () => {
    const known = `known${DOMAIN}`
    await payload.create({
      collection: 'subscribers',
      data: { email: known, status: 'confirmed' },
    })
    const answers = await Promise.all(
      [known, `unknown${DOMAIN}`].map(async (email) => {
        const response = await cmsApi('POST', '/subscribers', { body: { email } })
        return [response.status, await response.text()]
      }),
    )
    expect(answers[0]).toEqual(answers[1])
    expect(
      (
        await payload.count({
          collection: 'subscribers',
          where: { email: { equals: `unknown${DOMAIN}` } },
        })
      ).totalDocs,
    ).toBe(0)
  })

  it('a role sent as an array is a 400, on /api and for an admin on /cms-api', async () => {
    const viaApi = await register.POST(
      apiRequest('/api/auth/register', {
        method: 'POST',
        body: {
          fullname: 'Dizi',
          email: `array${DOMAIN}`,
          password: 'Passw0rdTest',
          role: ['admin'],
        },
      }),
      {},
    )
    expect(viaApi.status).toBe(400)
    const viaPanel = await cmsApi('POST', '/users', {
      token: tokens.admin,
      body: {
        fullname: 'Dizi',
        email: `array2${DOMAIN}`,
        password: 'Passw0rdTest',
        role: ['admin'],
      },
    })
    expect(viaPanel.status).toBe(400)
    expect(await usersWithEmail(`array2${DOMAIN}`)).toHaveLength(0)
  })

  it('deep population is capped (maxDepth) even for an admin', async () => {
    expect(payload.config.maxDepth).toBeLessThanOrEqual(3)
  })
})
