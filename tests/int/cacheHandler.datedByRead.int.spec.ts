import { describe, expect, it } from 'vitest'

import LocalHandler from '../../cache-handler/local.mjs'
import { rendersAgain } from '../../cache-handler/missLedger.mjs'

/*
 * The single-process cache handler (the one `next start` uses without REDIS_URL, as the browser
 * tests do) under a render that reads the rows, waits, and stores its answer after a write has
 * committed and expired the tags: the stored answer must not be served as fresh.
 */
/** The handler as Next calls it (the module is plain JS: its types are not Next's). */
type CacheHandler = {
  get(key: string, ctx: object): Promise<unknown>
  set(key: string, value: object, ctx: object): Promise<void>
  revalidateTag(tags: string[], durations: { expire: number }): Promise<void>
}
const handler = () =>
  new (LocalHandler as unknown as new (ctx: object) => CacheHandler)({
    flushToDisk: false,
    maxMemoryCacheSize: 1024 * 1024,
    revalidatedTags: [],
  })

/** A promise and the function that settles it: the test decides when the render goes on. */
function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { open, opened }
}

type Rows = string[]
const dataRead = (tags: string[]) => ({ kind: 'FETCH', tags, revalidate: 3600 })
const dataEntry = (rows: Rows, tags: string[]) => ({
  kind: 'FETCH',
  data: { body: JSON.stringify(rows), headers: {}, url: '' },
  revalidate: 3600,
  tags,
})
const pageEntry = (rows: Rows, tags: string[]) => ({
  kind: 'APP_PAGE',
  html: rows.join(','),
  rscData: Buffer.from(''),
  headers: { 'x-next-cache-tags': tags.join(',') },
  status: 200,
})
/** Until the clock has moved on: a read in the expiry's own millisecond counts as before it. */
async function nextMillisecond() {
  const now = Date.now()
  while (Date.now() === now) await new Promise((resolve) => setImmediate(resolve))
}
const bodyOf = (entry: unknown) =>
  (entry as { value: { data?: { body: string }; html?: string } } | null)?.value

/**
 * A render as Next runs one: read the entry; on a miss read the rows, wait for `paused`, and store
 * what was read.
 */
async function render(
  cache: ReturnType<typeof handler>,
  key: string,
  read: object,
  rows: () => Rows,
  store: (rows: Rows) => Promise<void>,
  paused: Promise<void>,
  loaded: () => void,
) {
  if (await cache.get(key, read)) return
  const seen = [...rows()]
  loaded()
  await paused
  await store(seen)
}

describe('an entry rendered from rows read before an expiry', () => {
  it('is stale once stored, for a cached read (unstable_cache)', async () => {
    const cache = handler()
    const tags = ['post:7:comments']
    const rows: Rows = ['comment']
    const [read, resume] = [gate(), gate()]
    const slow = render(
      cache,
      'comments-7',
      dataRead(tags),
      () => rows,
      (seen) => cache.set('comments-7', dataEntry(seen, tags), { fetchCache: true, tags }),
      resume.opened,
      read.open,
    )
    await read.opened
    // The reply commits and its hook expires the tag while the render is still on its way.
    rows.push('reply')
    await cache.revalidateTag(tags, { expire: 0 })
    resume.open()
    await slow
    await nextMillisecond()
    // The next read misses and renders again: it reads both rows, and that answer is kept.
    expect(await cache.get('comments-7', dataRead(tags))).toBeNull()
    await cache.set('comments-7', dataEntry(rows, tags), { fetchCache: true, tags })
    expect(bodyOf(await cache.get('comments-7', dataRead(tags)))?.data?.body).toBe(
      '["comment","reply"]',
    )
  })

  it('is stale once stored, for a page carrying the tag', async () => {
    const cache = handler()
    const tags = ['_N_T_/blog/ilk-gig', 'post:8:comments']
    const rows: Rows = ['comment']
    const [read, resume] = [gate(), gate()]
    const page = { kind: 'APP_PAGE' }
    const slow = render(
      cache,
      '/blog/ilk-gig',
      page,
      () => rows,
      (seen) =>
        cache.set('/blog/ilk-gig', pageEntry(seen, tags), { cacheControl: { revalidate: 3600 } }),
      resume.opened,
      read.open,
    )
    await read.opened
    rows.push('reply')
    await cache.revalidateTag(['post:8:comments'], { expire: 0 })
    resume.open()
    await slow
    expect(await cache.get('/blog/ilk-gig', page)).toBeNull()
  })

  it('a render that began after the expiry is kept and served', async () => {
    const cache = handler()
    const tags = ['post:9:comments']
    await cache.revalidateTag(tags, { expire: 0 })
    await nextMillisecond()
    const [read, resume] = [gate(), gate()]
    const rows: Rows = ['comment', 'reply']
    const fresh = render(
      cache,
      'comments-9',
      dataRead(tags),
      () => rows,
      (seen) => cache.set('comments-9', dataEntry(seen, tags), { fetchCache: true, tags }),
      resume.opened,
      read.open,
    )
    await read.opened
    resume.open()
    await fresh
    expect(bodyOf(await cache.get('comments-9', dataRead(tags)))?.data?.body).toBe(
      '["comment","reply"]',
    )
  })
})

describe('rendersAgain', () => {
  it('counts a miss and an entry older than its revalidate, which Next renders again', () => {
    expect(rendersAgain(null, { revalidate: 60 })).toBe(true)
    const entry = { lastModified: 1_000, value: { kind: 'FETCH' } }
    expect(rendersAgain(entry, { revalidate: 60 }, 61_001)).toBe(true)
    expect(rendersAgain(entry, { revalidate: 60 }, 61_000)).toBe(false)
    const page = {
      lastModified: 1_000,
      value: { kind: 'APP_PAGE' },
      cacheControl: { revalidate: 60 },
    }
    expect(rendersAgain(page, { kind: 'APP_PAGE' }, 61_001)).toBe(true)
  })
})
