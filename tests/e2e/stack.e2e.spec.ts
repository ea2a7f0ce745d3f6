import type { ChildProcess } from 'node:child_process'

import {
  type APIRequestContext,
  expect,
  request as playwrightRequest,
  test,
} from '@playwright/test'

import { SEEDED_USERS } from './helpers/session'
import { requestFrom, STACK, startStack, stopStack } from './helpers/stack'

/*
 * The production topology (`npm run stack`): Varnish in front of two instances sharing Next's
 * cache in Redis. A write through instance A must be seen through Varnish and through instance B
 * on the very next read; personal answers must never be kept.
 */
test.describe.configure({ mode: 'serial' })

let stack: ChildProcess
let front: APIRequestContext
let a: APIRequestContext
let b: APIRequestContext
let auth: Record<string, string>

test.beforeAll(async () => {
  test.setTimeout(240_000)
  stack = await startStack()
  ;[front, a, b] = await Promise.all(
    [STACK.front, STACK.a, STACK.b].map((baseURL) => playwrightRequest.newContext({ baseURL })),
  )
  const login = await a.post('/api/auth/login', { data: SEEDED_USERS.admin })
  auth = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` }
})

test.afterAll(async () => {
  await Promise.all([front, a, b].map((context) => context?.dispose()))
  if (stack) await stopStack(stack)
})

const cacheOf = async (context: APIRequestContext, path: string, headers = {}) =>
  (await context.get(path, { headers })).headers()['x-cache']

test('answers carry their cache tags, and the front keeps public ones', async () => {
  const page = await a.get('/en/blog/how-to-book-your-first-gig')
  expect(page.headers()['xkey']?.split(' ')).toContain('post:how-to-book-your-first-gig')
  const list = await a.get('/api/blogs/published')
  expect(list.headers()['xkey']).toBe('posts')
  expect(list.headers()['cache-control']).toContain('s-maxage')
  const kept = ['/en/blog', '/api/blogs/published', '/api/gigs', '/icon.svg']
  for (const path of [...kept, '/gigler', '/gigler?city=istanbul', '/en/artists', '/mekanlar']) {
    await front.get(path)
    expect(await cacheOf(front, path), path).toBe('HIT')
  }
})

test('the front keeps one API answer per message language, whatever the browser sends', async () => {
  const path = '/api/venues'
  const turkish = { 'Accept-Language': 'tr-TR,tr;q=0.9,en;q=0.8' }
  const first = await front.get(path, { headers: turkish })
  expect(((await first.json()) as { message: string }).message).toMatch(/[ığüşöçİ]/)
  // Another spelling of Turkish is the same variant: a HIT with the Turkish message.
  const other = await front.get(path, { headers: { 'Accept-Language': 'TR' } })
  expect(other.headers()['x-cache']).toBe('HIT')
  expect(await other.json()).toEqual(await first.json())
  await front.get(path, { headers: { 'Accept-Language': 'en-GB,en;q=0.9' } })
  const english = await front.get(path, { headers: { 'Accept-Language': 'en-US' } })
  expect(english.headers()['x-cache']).toBe('HIT')
  expect(((await english.json()) as { message: string }).message).not.toMatch(/[ığüşöçİ]/)
})

test('personal answers pass the front uncached', async () => {
  const personal: Array<[string, Record<string, string>]> = [
    ['/api/me/notifications', auth],
    ['/en/blog', auth],
    ['/en/blog', { Cookie: 'payload-token=x' }],
    ['/cms', {}],
  ]
  for (const [path, headers] of personal) {
    await front.get(path, { headers })
    expect(await cacheOf(front, path, headers), path).toBe('MISS')
  }
})

test('only the app may purge the front', async () => {
  const purge = { method: 'PURGE', headers: { 'xkey-purge': 'posts' } }
  expect(await requestFrom('127.0.0.2', `${STACK.front}/`, purge)).toBe(403)
  expect(await requestFrom('127.0.0.1', `${STACK.front}/`, purge)).toBe(200)
})

test('a write through instance A is fresh through the front and instance B, 20 rounds', async () => {
  test.setTimeout(240_000)
  const title = `Stack ${Date.now()}`
  const created = await a.post('/api/blogs', {
    headers: auth,
    data: {
      ...{ title_en: title, title_tr: `${title} TR`, category: 'music-events' },
      ...{ summary_en: 'By the stack test.', summary_tr: 'Yığın testinden.' },
      ...{ content_en: '<p>Stack.</p>', content_tr: '<p>Yığın.</p>', status: 'draft' },
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { _id: id, slug } = ((await created.json()) as { data: { _id: number; slug: string } }).data
  const path = `/en/blog/${slug}`
  const read = async (context: APIRequestContext) => {
    const response = await context.get(path)
    return { status: response.status(), html: await response.text() }
  }
  try {
    // A draft is a 404, kept by the front and by both instances...
    for (const context of [front, front, b]) expect((await read(context)).status).toBe(404)
    for (let round = 1; round <= 20; round++) {
      const edit = await a.get(`/api/blogs/admin/${id}`, { headers: auth })
      const { data } = (await edit.json()) as { data: Record<string, unknown> }
      const newTitle = `${title} round ${round}`
      const saved = await a.put(`/api/blogs/admin/${id}`, {
        headers: auth,
        data: { ...data, title_en: newTitle, status: 'published' },
      })
      expect(saved.ok(), await saved.text()).toBe(true)
      // ...and the first read after publishing or editing shows the post as it is now.
      for (const [name, context] of [
        ['front', front],
        ['instance B', b],
      ] as const) {
        const { status, html } = await read(context)
        expect(status, `${name}, round ${round}`).toBe(200)
        expect(html, `${name}, round ${round}`).toContain(newTitle)
      }
      const list = await front.get('/api/blogs/published?locale=en&limit=50')
      expect(await list.text(), `front list, round ${round}`).toContain(newTitle)
    }
    const deleted = await a.delete(`/api/blogs/${id}`, { headers: auth })
    expect(deleted.ok()).toBe(true)
    // A deleted post disappears at once.
    for (const context of [front, b]) expect((await read(context)).status).toBe(404)
  } finally {
    await a.delete(`/api/blogs/${id}`, { headers: auth })
  }
})
