import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Post } from '../../src/payload-types'
import { countPublishedPosts } from '../../src/server/blog/posts/countPublishedPosts'
import { listPublishedPosts } from '../../src/server/blog/posts/listPublishedPosts'
import { getTestPayload } from '../helpers/payload'
import { cleanupPosts, createPost } from '../helpers/posts'

let payload: Payload
const created: Post[] = []

/** The count the kept rows replace: every published post, straight from the table. */
async function countedByTable(category?: string): Promise<number> {
  const { rows } = await payload.db.drizzle.execute<{ total: number }>(
    sql`SELECT count(*)::int AS total FROM posts WHERE _status = 'published'
        ${category ? sql`AND category = ${category}` : sql``}`,
  )
  return rows[0].total
}

async function expectCountsInStep() {
  expect(await countPublishedPosts(payload)).toBe(await countedByTable())
  for (const category of ['music-events', 'music-venues'] as const)
    expect(await countPublishedPosts(payload, category)).toBe(await countedByTable(category))
}

beforeAll(async () => {
  payload = await getTestPayload()
})

afterAll(() => cleanupPosts(payload, created))

describe('kept published-post counts', () => {
  it('follow publishing, unpublishing, a new category and deleting', async () => {
    const before = await countPublishedPosts(payload, 'music-events')
    const post = await createPost(payload, { title: 'Sayılan Yazı' })
    created.push(post)
    await expectCountsInStep()
    expect(await countPublishedPosts(payload, 'music-events')).toBe(before + 1)

    const draft = await createPost(payload, { title: 'Taslak Yazı', status: 'draft' })
    created.push(draft)
    expect(await countPublishedPosts(payload, 'music-events')).toBe(before + 1)

    await payload.update({
      collection: 'posts',
      id: post.id,
      data: { category: 'music-venues' },
    })
    await expectCountsInStep()
    expect(await countPublishedPosts(payload, 'music-events')).toBe(before)

    await payload.update({ collection: 'posts', id: post.id, data: { _status: 'draft' } })
    await expectCountsInStep()

    await payload.update({ collection: 'posts', id: post.id, data: { _status: 'published' } })
    await payload.delete({ collection: 'posts', id: post.id })
    created.splice(created.indexOf(post), 1)
    await expectCountsInStep()
  })

  it('give the blog list and a category their totals and pages', async () => {
    created.push(await createPost(payload, { title: 'Liste Toplamı' }))
    const all = await listPublishedPosts(payload, { page: 1, limit: 2, locale: 'tr' })
    expect(all.pagination.total).toBe(await countedByTable())
    expect(all.pagination.pages).toBe(Math.ceil(all.pagination.total / 2))
    expect(all.data).toHaveLength(Math.min(2, all.pagination.total))
    const events = await listPublishedPosts(payload, {
      page: 1,
      limit: 2,
      locale: 'tr',
      category: 'music-events',
    })
    expect(events.pagination.total).toBe(await countedByTable('music-events'))
    expect(events.data.every((post) => post.category === 'music-events')).toBe(true)
    const past = await listPublishedPosts(payload, { page: 10_000, limit: 2, locale: 'tr' })
    expect(past.data).toEqual([])
    expect(past.pagination.total).toBe(all.pagination.total)
  })
})
