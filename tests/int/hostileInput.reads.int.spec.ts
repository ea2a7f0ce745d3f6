import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, it } from 'vitest'

import * as adminAll from '../../src/app/api/blogs/admin/all/route'
import * as category from '../../src/app/api/blogs/category/[category]/route'
import * as featured from '../../src/app/api/blogs/featured/route'
import * as published from '../../src/app/api/blogs/published/route'
import * as search from '../../src/app/api/blogs/search/route'
import * as slug from '../../src/app/api/blogs/slug/[slug]/route'
import * as postComments from '../../src/app/api/comments/blog/[blogId]/route'
import * as gig from '../../src/app/api/gigs/[id]/route'
import * as gigs from '../../src/app/api/gigs/route'
import { issueSessionToken } from '../../src/server/people/auth/issueSessionToken'
import { apiRequest, params } from '../helpers/api'
import { cmsApi } from '../helpers/cmsApi'
import {
  expectSafeAnswer,
  HOSTILE_BODIES,
  HOSTILE_PARAMS,
  HOSTILE_VALUES,
} from '../helpers/hostileInput'
import { getTestPayload } from '../helpers/payload'
import { cleanupUsers, seedUsers, type TestUsers } from '../helpers/users'

let payload: Payload
let users: TestUsers
let adminToken: string
let artistToken: string

beforeAll(async () => {
  payload = await getTestPayload()
  users = await seedUsers(payload)
  adminToken = await issueSessionToken(payload, users.admin)
  artistToken = await issueSessionToken(payload, users.artist)
})
afterAll(async () => {
  await payload.delete({
    collection: 'subscribers',
    where: { email: { like: '%@hostile-cms.example.com' } },
  })
  await cleanupUsers(payload, users)
})

type Read = (request: Request, context: never) => Promise<Response>
const q = (value: string) => encodeURIComponent(value)

/** Each list or lookup parameter of the public and admin reads, with the route that takes it. */
const READS: [string, Read, (v: string) => [string, unknown]][] = [
  ['published ?page', published.GET, (v) => [`/api/blogs/published?page=${q(v)}`, {}]],
  [
    'published ?limit',
    published.GET,
    (v) => [`/api/blogs/published?limit=${q(v)}&locale=${q(v)}`, {}],
  ],
  ['featured ?limit', featured.GET, (v) => [`/api/blogs/featured?limit=${q(v)}`, {}]],
  ['search ?query', search.GET, (v) => [`/api/blogs/search?query=${q(v)}&page=${q(v)}`, {}]],
  [
    'category/{category}',
    category.GET,
    (v) => [`/api/blogs/category/x?page=${q(v)}`, params({ category: v })],
  ],
  ['slug/{slug}', slug.GET, (v) => [`/api/blogs/slug/x?locale=${q(v)}`, params({ slug: v })]],
  [
    'comments/blog/{blogId}',
    postComments.GET,
    (v) => ['/api/comments/blog/x', params({ blogId: v })],
  ],
  ['gigs', gigs.GET, (v) => [`/api/gigs?page=${q(v)}&limit=${q(v)}`, {}]],
  ['gigs/{id}', gig.GET, (v) => ['/api/gigs/x', params({ id: v })]],
  [
    'admin/all ?page&limit',
    adminAll.GET,
    (v) => [`/api/blogs/admin/all?page=${q(v)}&limit=${q(v)}`, {}],
  ],
]

describe.each(READS)('GET %s', (_, route, build) => {
  it.each(HOSTILE_PARAMS)('%s: below 500, JSON', async (__, value) => {
    const [path, context] = build(value)
    const request = apiRequest(path, { token: path.includes('/admin/') ? adminToken : undefined })
    await expectSafeAnswer(await route(request, context as never))
  })
})

const CMS_COLLECTIONS = [
  'posts',
  'comments',
  'gigs',
  'subscribers',
  'contact-messages',
  'users',
  'media',
]

describe.each(CMS_COLLECTIONS)('/cms-api/%s', (collection) => {
  it.each(HOSTILE_BODIES)(
    'POST %s from a visitor and a member: refused as JSON',
    async (_, { rawBody, type }) => {
      for (const token of [undefined, artistToken]) {
        const response = await cmsApi('POST', `/${collection}`, {
          token,
          rawBody,
          headers: { 'content-type': type ?? '' },
        })
        await expectSafeAnswer(response)
      }
    },
  )

  it.each(HOSTILE_PARAMS)(
    'GET ?limit, ?depth, ?page, ?sort as %s (admin): below 500, JSON',
    async (_, value) => {
      const query = ['limit', 'depth', 'page', 'sort', 'pagination']
        .map((k) => `${k}=${q(value)}`)
        .join('&')
      await expectSafeAnswer(await cmsApi('GET', `/${collection}?${query}`, { token: adminToken }))
    },
  )
})

describe('/cms-api field values from an admin', () => {
  it.each(HOSTILE_VALUES)('subscriber email as %s: below 500, JSON', async (_, value) => {
    await expectSafeAnswer(
      await cmsApi('POST', '/subscribers', { token: adminToken, body: { email: value } }),
    )
  })
  it.each(HOSTILE_VALUES)('user role as %s: below 500, JSON', async (_, value) => {
    await expectSafeAnswer(
      await cmsApi('PATCH', `/users/${users.artist.id}`, {
        token: adminToken,
        body: { role: value },
      }),
    )
  })
})
