import type { ChildProcess } from 'node:child_process'

import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from '@redis/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { localFirst } from '../../cache-handler/localFirst.mjs'
import { missLedger } from '../../cache-handler/missLedger.mjs'
import { startRedis } from '../helpers/redisServer'

/*
 * Two app instances' cache handlers over one real Redis (Debian's redis-server, as `npm run
 * stack` runs it): what one instance holds in its own memory must never outlive an expiry made
 * on the other.
 */
let redis: ChildProcess
let url: string
const clients: { quit(): Promise<unknown> }[] = []

beforeAll(async () => {
  const started = await startRedis()
  redis = started.server
  url = started.url
})

afterAll(async () => {
  await Promise.all(clients.map((client) => client.quit()))
  redis?.kill()
})

async function instance(keyPrefix: string, maxEntries?: number) {
  const client = createClient({ url })
  clients.push(client)
  await client.connect()
  // The handler's own client type is the package's generic one; ours is the same client.
  const shared = createRedisHandler({
    client: client as unknown as Parameters<typeof createRedisHandler>[0]['client'],
    keyPrefix,
  })
  return { handler: localFirst(shared, { client, keyPrefix, maxEntries }), client }
}

const entry = (data: string, tags: string[], lastModified = Date.now()) => ({
  lastModified,
  lifespan: null,
  tags,
  value: { kind: 'FETCH', data: { body: data, headers: {}, url: '' }, revalidate: 3600 },
})
const bodyOf = (value: unknown) =>
  (value as { value: { data: { body: string } } } | null)?.value.data.body ?? null
const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('the cache handler: a copy in memory, checked against Redis on every read', () => {
  it("an entry set again on A after a tag's expiry replaces B's older copy", async () => {
    const prefix = `t1:`
    const [a, b] = [await instance(prefix), await instance(prefix)]
    await a.handler.set('list', entry('v1', ['gigs']))
    expect(bodyOf(await b.handler.get('list', { implicitTags: [] }))).toBe('v1')
    await tick()
    await a.handler.revalidateTag('gigs')
    await tick()
    await a.handler.set('list', entry('v2', ['gigs']))
    // The entry exists again in Redis: only the tag's time tells B its copy is older.
    expect(bodyOf(await b.handler.get('list', { implicitTags: [] }))).toBe('v2')
  })

  it("a page's implicit tag expired on A drops B's copy", async () => {
    const prefix = `t2:`
    const [a, b] = [await instance(prefix), await instance(prefix)]
    await a.handler.set('page', entry('old', []))
    const meta = { implicitTags: ['_N_T_/tr/market-list/gigs/-'] }
    expect(bodyOf(await b.handler.get('page', meta))).toBe('old')
    await tick()
    await a.handler.revalidateTag('_N_T_/tr/market-list/gigs/-')
    expect(await b.handler.get('page', meta)).toBeNull()
  })

  it('a copy is served without fetching the entry while nothing changed', async () => {
    const prefix = `t3:`
    const [a, b] = [await instance(prefix), await instance(prefix)]
    await a.handler.set('post', entry('kept', ['posts']))
    expect(bodyOf(await b.handler.get('post', { implicitTags: [] }))).toBe('kept')
    // Changed behind the handlers' back: a copy that is still current is what B answers.
    await b.client.set(`${prefix}post`, JSON.stringify(entry('changed', ['posts'])))
    expect(bodyOf(await b.handler.get('post', { implicitTags: [] }))).toBe('kept')
    // Deleted from Redis (another instance's expiry): the copy goes too.
    await b.client.hDel(`${prefix}__sharedTags__`, 'post')
    await b.client.del(`${prefix}post`)
    expect(await b.handler.get('post', { implicitTags: [] })).toBeNull()
  })

  it('holds at most maxEntries copies, the least recently read out first', async () => {
    const prefix = `t4:`
    const { handler, client } = await instance(prefix, 2)
    for (const key of ['one', 'two', 'three']) await handler.set(key, entry(key, []))
    // `one` is no longer held: with Redis changed, only a held copy would still say `one`.
    await client.set(`${prefix}one`, JSON.stringify(entry('from redis', [])))
    expect(bodyOf(await handler.get('one', { implicitTags: [] }))).toBe('from redis')
  })

  it('an entry rendered from a read that missed before an expiry is stale once set', async () => {
    const prefix = `t5:`
    const [a, b] = [await instance(prefix), await instance(prefix)]
    const none = { implicitTags: [] }
    // B starts a render: its read misses, and it loads the rows as they are before the write.
    expect(await b.handler.get('post', none)).toBeNull()
    await tick()
    // The write commits on A and expires the post's tag while B's render is still on its way.
    await a.handler.revalidateTag('post:x')
    await tick()
    await b.handler.set('post', entry('before the write', ['post:x']))
    // Neither instance may answer the render from the old rows.
    expect(await a.handler.get('post', none)).toBeNull()
    expect(await b.handler.get('post', none)).toBeNull()
    // The next render, begun after the expiry, is kept as usual.
    await a.handler.set('post', entry('after the write', ['post:x']))
    expect(bodyOf(await b.handler.get('post', none))).toBe('after the write')
  })

  it('of two renders on their way, neither is kept as younger than the older one', async () => {
    const prefix = `t6:`
    const [a, b] = [await instance(prefix), await instance(prefix)]
    const none = { implicitTags: [] }
    expect(await b.handler.get('list', none)).toBeNull() // the render reading the old rows
    await tick()
    await a.handler.revalidateTag('posts')
    await tick()
    expect(await b.handler.get('list', none)).toBeNull() // a render reading the new rows
    await b.handler.set('list', entry('new', ['posts']))
    await b.handler.set('list', entry('old', ['posts']))
    for (const handler of [a.handler, b.handler])
      expect(bodyOf(await handler.get('list', none))).not.toBe('old')
  })

  it('a miss that no render followed stops counting after a minute', () => {
    const misses = missLedger()
    misses.miss('page', 1_000)
    expect(misses.take('page', 62_000)).toBeUndefined()
    misses.miss('page', 70_000)
    misses.miss('page', 70_500)
    expect(misses.take('page', 71_000)).toBe(70_000)
    expect(misses.take('page', 71_000)).toBe(70_000)
    expect(misses.take('page', 71_000)).toBeUndefined()
  })
})
