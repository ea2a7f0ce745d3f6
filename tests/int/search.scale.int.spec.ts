import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { BULK_SLUG_PREFIX, seedBulkPosts } from '../../seed/bulkPosts'
import { lexicalPlainText } from '../../src/lib/readTime'
import { SEARCH_COUNT_CAP } from '../../src/server/blog/search/searchMatches'
import { searchPosts } from '../../src/server/blog/search/searchPosts'
import { getTestPayload } from '../helpers/payload'
import { cleanupUsers, seedUsers, type TestUsers } from '../helpers/users'

const BULK = SEARCH_COUNT_CAP + 5
let payload: Payload
let users: TestUsers

const storedText = async (slug: string) => {
  const { rows } = await payload.db.drizzle.execute<{
    locale: string
    search: string
    read: string
  }>(
    `select l._locale as locale, l.search_text as search, l.read_time as read from posts_locales l
     join posts p on p.id = l._parent_id where p.slug = '${slug}' order by l._locale`,
  )
  return rows
}

beforeAll(async () => {
  payload = await getTestPayload()
  users = await seedUsers(payload)
  await seedBulkPosts(payload, BULK, users.admin.id)
}, 300_000)

afterAll(async () => {
  await payload.db.drizzle.execute(
    `delete from _posts_v where version_slug like '${BULK_SLUG_PREFIX}%';
     delete from posts where slug like '${BULK_SLUG_PREFIX}%'`,
  )
  await cleanupUsers(payload, users)
})

describe('the bulk seed (npm run seed -- --posts N)', () => {
  it('writes published bilingual posts whose search text is what the hook writes', async () => {
    const slug = `${BULK_SLUG_PREFIX}7`
    const { docs } = await payload.find({
      collection: 'posts',
      where: { slug: { equals: slug } },
      overrideAccess: false,
      locale: 'en',
    })
    expect(docs).toHaveLength(1)
    expect(docs[0].title).toMatch(/^[A-Z]/)
    const before = await storedText(slug)
    expect(before.map((row) => row.locale)).toEqual(['tr', 'en'])
    // Saving each language through the Local API reruns fillSearchText and computeReadTime.
    for (const locale of ['tr', 'en'] as const) {
      const post = await payload.findByID({ collection: 'posts', id: docs[0].id, locale })
      await payload.update({
        collection: 'posts',
        id: post.id,
        locale,
        data: { title: post.title, content: post.content },
      })
    }
    expect(await storedText(slug)).toEqual(before)
  })

  it('is idempotent: a second run with the same count adds nothing', async () => {
    await seedBulkPosts(payload, BULK, users.admin.id)
    const { totalDocs } = await payload.count({
      collection: 'posts',
      where: { slug: { like: BULK_SLUG_PREFIX } },
    })
    expect(totalDocs).toBe(BULK)
  })
})

describe('search at scale', () => {
  const page = { page: 1, limit: 9, locale: 'tr' as const }

  it('stays Turkish-insensitive and newest first over the bulk posts', async () => {
    const { data } = await searchPosts(payload, 'ISTANBUL', page)
    expect(data).toHaveLength(9)
    // Upper-case ASCII `ISTANBUL` found the dotted `İstanbul` each of them holds.
    for (const { _id } of data) {
      const post = await payload.findByID({ collection: 'posts', id: _id, locale: 'tr' })
      expect([post.title, post.excerpt, lexicalPlainText(post.content)].join(' ')).toContain(
        'İstanbul',
      )
    }
    const dates = data.map((post) => post.publishedAt as string)
    expect([...dates].sort().reverse()).toEqual(dates)
  })

  it(`counts matches up to ${SEARCH_COUNT_CAP}, and pages reach the last counted one`, async () => {
    const { pagination } = await searchPosts(payload, 'a', page)
    expect(pagination.total).toBe(SEARCH_COUNT_CAP)
    expect(pagination.pages).toBe(Math.ceil(SEARCH_COUNT_CAP / 9))
    const last = await searchPosts(payload, 'a', { ...page, page: pagination.pages })
    expect(last.data.length).toBeGreaterThan(0)
  })
})
