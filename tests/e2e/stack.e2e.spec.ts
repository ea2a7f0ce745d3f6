import type { ChildProcess } from 'node:child_process'

import {
  type APIRequestContext,
  expect,
  request as playwrightRequest,
  test,
} from '@playwright/test'

import { startBackgroundLoad } from '../../scripts/bench/loadTool'
import { SEEDED_USERS } from './helpers/session'
import {
  listenerPid,
  requestFrom,
  signalStack,
  STACK,
  stackSays,
  startStack,
  steadyTraffic,
  stopStack,
} from './helpers/stack'

/*
 * The production topology (`npm run stack`): Varnish in front of two instances sharing Next's
 * cache in Redis. A write through instance A must be seen through Varnish and through instance B
 * and through instance A itself on the very next read, also while the machine is loaded; personal
 * answers must never be kept.
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

test('health and readiness answer on each instance and through the front, never kept', async () => {
  for (const context of [front, a, b]) {
    for (const path of ['/api/health', '/api/ready']) {
      const first = await context.get(path)
      expect(first.status(), path).toBe(200)
      expect(first.headers()['cache-control']).toBe('no-store')
      const body = await first.text()
      expect(body).toMatch(/^\{"status":"(ok|ready)"\}$/)
      expect((await context.get(path)).headers()['x-cache'] ?? 'MISS').toBe('MISS')
    }
  }
})

test('every answer carries a request id, and only a direct scrape reads an instance’s metrics', async () => {
  const answer = await front.get('/api/health')
  expect(answer.headers()['x-request-id']).toMatch(/^[\w.-]+$/)
  await a.get('/api/venues')
  const metrics = await a.get('/api/metrics')
  expect(metrics.status()).toBe(200)
  expect(await metrics.text()).toContain(
    'sahne_http_requests_total{method="GET",route="/api/venues"',
  )
  expect((await front.get('/api/metrics')).status()).toBe(404)
  expect(await requestFrom('127.0.0.2', `${STACK.a}/api/metrics`)).toBe(404)
})

test('an API 404 is kept once per message language, not in the first caller’s', async () => {
  const path = `/api/artists/nobody-${Date.now().toString(36)}`
  const message = async (language: string) => {
    const answer = await front.get(path, { headers: { 'Accept-Language': language } })
    expect(answer.status()).toBe(404)
    return {
      cache: answer.headers()['x-cache'],
      text: ((await answer.json()) as { message: string }).message,
    }
  }
  const turkish = await message('tr-TR')
  const english = await message('en-GB')
  expect(english.text).not.toBe(turkish.text)
  expect(english.text).not.toMatch(/[ığüşöçİ]/)
  // Each language's 404 is kept as its own variant.
  expect(await message('tr')).toEqual({ cache: 'HIT', text: turkish.text })
})

test('a deleted member leaves the public comments at once, through the front', async () => {
  const stamp = Date.now().toString(36)
  const fullname = `Ayrılan Üye ${stamp}`
  const registered = await a.post('/api/auth/register', {
    data: {
      fullname,
      email: `stack-leaver-${stamp}@example.com`,
      password: 'Ayrilan2025x',
      role: 'fan',
    },
  })
  expect(registered.status()).toBe(201)
  const member = (await registered.json()) as { token: string; user: { _id: number } }
  const posts = (await (await a.get('/api/blogs/published')).json()) as {
    data: Array<{ _id: number }>
  }
  const postId = posts.data[0]!._id
  const posted = await a.post('/api/comments', {
    headers: { Authorization: `Bearer ${member.token}` },
    data: { blogPost: postId, text: `Ayrılmadan önce bir yorum ${stamp}.` },
  })
  expect(posted.status()).toBe(201)
  const commentId = ((await posted.json()) as { data: { _id: number } }).data._id
  // A new account's first comment waits for an admin.
  const approved = await a.patch(`/cms-api/comments/${commentId}`, {
    headers: auth,
    data: { status: 'approved' },
  })
  expect(approved.ok()).toBe(true)
  const comments = `/api/comments/blog/${postId}`
  await front.get(comments)
  const kept = await front.get(comments)
  expect(kept.headers()['x-cache']).toBe('HIT')
  expect(await kept.text()).toContain(fullname)

  const deleted = await a.delete(`/cms-api/users/${member.user._id}`, { headers: auth })
  expect(deleted.ok()).toBe(true)
  // The very next read through the front, and through the other instance, no longer names them.
  for (const context of [front, b])
    expect(await (await context.get(comments)).text()).not.toContain(fullname)
})

type Reader = readonly [name: string, context: APIRequestContext]

/**
 * `rounds` writes of one post through instance A, each followed at once by reads through the
 * front, instance B and instance A itself: every third round takes the post back to a draft (its
 * page must be a 404 at once), the round after publishes it again under a new title, the others
 * edit the title. Before each write the caches are filled with the version before it. Answers
 * every read that did not show the write, with what the front said about it.
 */
async function freshnessRounds(rounds: number) {
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
  const readers: Reader[] = [
    ['front', front],
    ['instance B', b],
    ['instance A', a],
  ]
  const stale: string[] = []
  const writeMs: number[] = []
  try {
    // A draft is a 404, kept by the front and by both instances...
    for (const context of [front, front, b, a]) expect((await context.get(path)).status()).toBe(404)
    let published = false
    for (let round = 1; round <= rounds; round++) {
      for (const [, context] of readers) await context.get(path)
      await front.get('/api/blogs/published?locale=en&limit=50')
      const edit = await a.get(`/api/blogs/admin/${id}`, { headers: auth })
      const { data } = (await edit.json()) as { data: Record<string, unknown> }
      const draft = round % 3 === 0
      const kind = draft ? 'unpublished' : published ? 'edited' : 'published'
      const newTitle = `${title} round ${round}`
      const started = Date.now()
      const saved = await a.put(`/api/blogs/admin/${id}`, {
        headers: auth,
        data: { ...data, title_en: newTitle, status: draft ? 'draft' : 'published' },
      })
      const answered = Date.now()
      writeMs.push(answered - started)
      expect(saved.ok(), await saved.text()).toBe(true)
      published = !draft
      // ...and the first read after the write's answer shows the post as it is now.
      for (const [name, context] of readers) {
        const response = await context.get(path)
        const html = await response.text()
        const fresh = draft
          ? response.status() === 404
          : response.status() === 200 && html.includes(newTitle)
        if (!fresh) {
          const { age, 'x-cache': cache } = response.headers()
          const shown = html.match(/<title>([^<]*)<\/title>/)?.[1]
          stale.push(
            `round ${round} (${kind}) through ${name}: ${response.status()} "${shown}", ` +
              `answered at ${new Date(answered).toISOString()}, ` +
              `X-Cache ${cache ?? '-'}, Age ${age ?? '-'}, ${Date.now() - answered} ms after the answer`,
          )
        }
      }
      const list = await (await front.get('/api/blogs/published?locale=en&limit=50')).text()
      if (list.includes(newTitle) === draft)
        stale.push(
          `round ${round} (${kind}) through the front's list: the post is ${draft ? 'still listed' : 'missing'}`,
        )
    }
    const deleted = await a.delete(`/api/blogs/${id}`, { headers: auth })
    expect(deleted.ok()).toBe(true)
    // A deleted post disappears at once.
    for (const context of [front, b]) expect((await context.get(path)).status()).toBe(404)
  } finally {
    await a.delete(`/api/blogs/${id}`, { headers: auth })
  }
  writeMs.sort((x, y) => x - y)
  const at = (q: number) => writeMs[Math.min(writeMs.length - 1, Math.floor(q * writeMs.length))]
  return { stale, writeMs: { p50: at(0.5), p90: at(0.9), max: writeMs.at(-1) } }
}

/*
 * The machine as a busy site makes it: both instances answering other pages to 10 connections
 * each (a separate process, the bench's load tool) while the rounds run.
 */
const OTHER_PAGES = (base: string) =>
  ['/en/artists', '/gigler', '/api/venues'].map((page) => `${base}${page}`)

/*
 * Four rounds each here, each kind of write once (published, edited, unpublished, published
 * again), every one read through all three; `npm run bench -- --stack --freshness` runs fifty of
 * each to count the rare stale read.
 */
const ROUNDS = 4

test(`a write through instance A is fresh through the front and both instances, ${ROUNDS} rounds`, async () => {
  test.setTimeout(300_000)
  const { stale, writeMs } = await freshnessRounds(ROUNDS)
  console.log(`quiet: ${stale.length} stale reads; write answered in ms ${JSON.stringify(writeMs)}`)
  expect(stale).toEqual([])
})

test(`a write is just as fresh while the machine is loaded, ${ROUNDS} rounds`, async () => {
  test.setTimeout(600_000)
  const load = startBackgroundLoad([...OTHER_PAGES(STACK.a), ...OTHER_PAGES(STACK.b)], 4)
  let result: Awaited<ReturnType<typeof freshnessRounds>>
  try {
    result = await freshnessRounds(ROUNDS)
  } finally {
    const totals = await load.stop()
    console.log(`load: ${JSON.stringify(totals)}`)
  }
  const { stale, writeMs } = result
  console.log(
    `loaded: ${stale.length} stale reads; write answered in ms ${JSON.stringify(writeMs)}`,
  )
  expect(stale).toEqual([])
})

const portOf = (url: string) => Number(new URL(url).port)

test('instance B killed: reads through the front see no error, and B is started again', async () => {
  test.setTimeout(120_000)
  const traffic = steadyTraffic(STACK.front)
  await new Promise((resolve) => setTimeout(resolve, 1000))
  const killed = listenerPid(portOf(STACK.b))!
  expect(killed).toBeGreaterThan(0)
  process.kill(killed, 'SIGKILL')
  const started = Date.now()
  // B answers ready again, as a new process.
  let back = 0
  while (!back) {
    expect(Date.now() - started, 'B serving again').toBeLessThan(60_000)
    const pid = listenerPid(portOf(STACK.b))
    const ready = await fetch(`${STACK.b}/api/ready`).then(
      (r) => r.status,
      () => 0,
    )
    if (pid && pid !== killed && ready === 200) back = Date.now() - started
    else await new Promise((resolve) => setTimeout(resolve, 250))
  }
  // The front takes it back in (two good probes) before the traffic stops.
  await new Promise((resolve) => setTimeout(resolve, 2500))
  const { reads, errors } = await traffic.stop()
  console.log(`B killed: ready again after ${back} ms; ${reads} reads, ${errors.length} errors`)
  expect(reads).toBeGreaterThan(50)
  expect(errors).toEqual([])
})

test('SIGHUP rolls the instances one at a time: no read or write fails meanwhile', async () => {
  test.setTimeout(180_000)
  const before = [listenerPid(portOf(STACK.a)), listenerPid(portOf(STACK.b))]
  const traffic = steadyTraffic(STACK.front, { writes: true })
  await new Promise((resolve) => setTimeout(resolve, 500))
  const started = Date.now()
  const rolled = stackSays(stack, '[stack] rolled', 150_000)
  signalStack(stack, 'SIGHUP')
  await rolled
  const tookMs = Date.now() - started
  const { reads, writes, errors } = await traffic.stop()
  console.log(`roll: ${tookMs} ms; ${reads} reads, ${writes} writes, ${errors.length} errors`)
  const after = [listenerPid(portOf(STACK.a)), listenerPid(portOf(STACK.b))]
  expect(after[0]).not.toBe(before[0])
  expect(after[1]).not.toBe(before[1])
  expect(writes).toBeGreaterThan(10)
  expect(errors).toEqual([])
})

test('Ctrl-C stops every part within 30 s', async () => {
  test.setTimeout(60_000)
  const started = Date.now()
  await stopStack(stack)
  const tookMs = Date.now() - started
  console.log(`stack stopped in ${tookMs} ms`)
  expect(tookMs).toBeLessThan(30_000)
  for (const url of [STACK.front, STACK.a, STACK.b]) expect(listenerPid(portOf(url))).toBeNull()
})
