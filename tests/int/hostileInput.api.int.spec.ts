import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import * as google from '../../src/app/api/auth/google/route'
import * as login from '../../src/app/api/auth/login/route'
import * as logout from '../../src/app/api/auth/logout/route'
import * as register from '../../src/app/api/auth/register/route'
import * as blogs from '../../src/app/api/blogs/route'
import * as adminPost from '../../src/app/api/blogs/admin/[id]/route'
import * as comments from '../../src/app/api/comments/route'
import * as contact from '../../src/app/api/contact/route'
import * as subscribe from '../../src/app/api/subscribe/fan/route'
import type { Post } from '../../src/payload-types'
import { issueSessionToken } from '../../src/server/people/auth/issueSessionToken'
import { resetRateLimits } from '../../src/server/platform/rateLimits'
import { apiRequest, params } from '../helpers/api'
import {
  chunkedBody,
  expectOnlySafeStrings,
  expectSafeAnswer,
  HOSTILE_BODIES,
  HOSTILE_VALUES,
} from '../helpers/hostileInput'
import { getTestPayload } from '../helpers/payload'
import { cleanupPosts, createPost } from '../helpers/posts'
import { cleanupUsers, seedUsers, type TestUsers } from '../helpers/users'

type Route = (request: Request, context: never) => Promise<Response>
type Endpoint = {
  name: string
  route: Route
  context?: () => unknown
  admin?: boolean
  body: () => Record<string, unknown>
  fields: string[]
}

let payload: Payload
let users: TestUsers
let post: Post
let adminToken: string
const DOMAIN = '@hostile-api.example.com'
let counter = 0
const email = () => `h${++counter}${DOMAIN}`
const LIMITS = ['LOGIN', 'REGISTER', 'GOOGLE', 'COMMENTS', 'SUBSCRIBE', 'CONTACT']

const postForm = () => ({
  title_en: 'Hostile',
  title_tr: 'Düşmanca',
  category: 'music-events',
  status: 'draft',
  content_en: '<p>x</p>',
  imageUrl: '',
  isFeatured: false,
})

const ENDPOINTS: Endpoint[] = [
  {
    name: 'login',
    route: login.POST,
    body: () => ({ email: email(), password: 'Passw0rdX' }),
    fields: ['email', 'password'],
  },
  {
    name: 'register',
    route: register.POST,
    body: () => ({ fullname: 'Ad Soyad', email: email(), password: 'Passw0rdX', role: 'artist' }),
    fields: ['fullname', 'email', 'password', 'role'],
  },
  {
    name: 'google',
    route: google.POST,
    body: () => ({ token: 'x.y.z', role: 'artist' }),
    fields: ['token', 'role'],
  },
  {
    name: 'comments',
    route: comments.POST,
    body: () => ({ blogPost: post.id, text: 'Güzel yazı', authorName: 'Ad', authorEmail: email() }),
    fields: ['blogPost', 'parentComment', 'text', 'authorName', 'authorEmail'],
  },
  { name: 'subscribe', route: subscribe.POST, body: () => ({ email: email() }), fields: ['email'] },
  {
    name: 'contact',
    route: contact.POST,
    body: () => ({ name: 'Ad', email: email(), message: 'Merhaba' }),
    fields: ['name', 'email', 'message'],
  },
  {
    name: 'blogs (admin)',
    route: blogs.POST,
    admin: true,
    body: postForm,
    fields: ['title_en', 'title_tr', 'category', 'status', 'content_en', 'imageUrl', 'isFeatured'],
  },
  {
    name: 'blogs/admin/{id} (admin)',
    route: adminPost.PUT,
    admin: true,
    context: () => params({ id: String(post.id) }),
    body: () => ({ ...postForm(), status: 'published' }),
    fields: ['title_tr', 'summary_tr', 'content_tr'],
  },
]

const call = (endpoint: Endpoint, init: Parameters<typeof apiRequest>[1]) =>
  endpoint.route(
    apiRequest('/api/hostile', {
      method: endpoint.name.startsWith('blogs/admin') ? 'PUT' : 'POST',
      token: endpoint.admin ? adminToken : undefined,
      ...init,
    }),
    (endpoint.context?.() ?? {}) as never,
  )

beforeAll(async () => {
  payload = await getTestPayload()
  users = await seedUsers(payload)
  adminToken = await issueSessionToken(payload, users.admin)
  post = await createPost(payload, { title: 'Düşmanca girdi' })
  process.env.GOOGLE_CLIENT_ID = 'hostile-test.apps.googleusercontent.com'
  for (const name of LIMITS) process.env[`RATE_LIMIT_${name}`] = '100000/60'
})
beforeEach(() => resetRateLimits())
afterAll(async () => {
  delete process.env.GOOGLE_CLIENT_ID
  for (const name of LIMITS) delete process.env[`RATE_LIMIT_${name}`]
  await payload.delete({
    collection: 'posts',
    where: { title: { equals: 'Hostile' } },
    locale: 'en',
  })
  await payload.delete({ collection: 'contact-messages', where: { email: { like: `%${DOMAIN}` } } })
  await payload.delete({ collection: 'users', where: { email: { like: `%${DOMAIN}` } } })
  await cleanupPosts(payload, [post])
  await cleanupUsers(payload, users)
})

describe.each(ENDPOINTS)('POST /api/$name', (endpoint) => {
  const cases = endpoint.fields.flatMap((field) =>
    HOSTILE_VALUES.map(([label, value]) => [field, label, value] as const),
  )
  it.each(cases)('%s as %s: below 500, JSON with a message', async (field, _, value) => {
    await expectSafeAnswer(await call(endpoint, { body: { ...endpoint.body(), [field]: value } }))
  })

  it.each(HOSTILE_BODIES)('%s: a 4xx JSON answer', async (_, { rawBody, type }) => {
    const response = await call(endpoint, {
      rawBody: rawBody as string,
      headers: { 'content-type': type ?? '' },
    })
    expect(response.status).toBeGreaterThanOrEqual(400)
    await expectSafeAnswer(response)
  })

  it('a chunked body past 100 KB: 413, read no further', async () => {
    const request = new Request('http://localhost/api/hostile', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: chunkedBody(10 * 1024 * 1024),
      duplex: 'half',
    } as RequestInit)
    const response = await endpoint.route(request, (endpoint.context?.() ?? {}) as never)
    expect(response.status).toBe(endpoint.admin ? 401 : 413)
    await expectSafeAnswer(response)
  })
})

describe('nothing unsafe was stored', () => {
  it('stored strings are clean, no one became an admin, no prototype was polluted', async () => {
    const stored = await Promise.all([
      payload.find({ collection: 'users', where: { email: { like: `%${DOMAIN}` } }, limit: 0 }),
      payload.find({
        collection: 'contact-messages',
        where: { email: { like: `%${DOMAIN}` } },
        limit: 0,
      }),
      payload.find({ collection: 'comments', where: { post: { equals: post.id } }, limit: 0 }),
      payload.find({
        collection: 'posts',
        where: { title: { equals: 'Hostile' } },
        locale: 'all',
        limit: 0,
        draft: true,
      }),
    ])
    expect(stored[0].docs.length + stored[1].docs.length + stored[2].docs.length).toBeGreaterThan(0)
    for (const { docs } of stored) expectOnlySafeStrings(docs)
    expect(stored[0].docs.filter((user) => user.role === 'admin')).toHaveLength(0)
    expect(({} as Record<string, unknown>).role).toBeUndefined()
    expect(Object.prototype).not.toHaveProperty('role')
  })

  it('logout with a hostile token is a 401', async () => {
    for (const [, value] of HOSTILE_VALUES.filter(([, v]) => typeof v === 'string')) {
      const request = new Request('http://localhost/api/auth/logout', {
        method: 'POST',
        headers: { authorization: `Bearer ${(value as string).replace(/[^\x20-\x7e]/g, '?')}` },
      })
      expect((await logout.POST(request, {})).status).toBe(401)
    }
  })
})
