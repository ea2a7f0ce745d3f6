import { sql } from '@payloadcms/db-postgres'
import { createTranslator } from 'next-intl'
import type { Payload, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { messages } from '../../src/i18n/messages'
import { COUNT_CAP } from '../../src/lib/listQuery'
import { listGigs, parseGigListQuery } from '../../src/server/market'
import { countPublicRows } from '../../src/server/platform'
import { listGigsApi } from '../helpers/gigs'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
// A year of our own, so other test files' gigs never fall inside it.
const YEAR = 2043
const window = `from=${YEAR}-01-01&to=${YEAR}-12-31`
const TITLE = 'Sayım testi'
// One more than the cap: 1,001 open gigs in the year, five of them in İzmir (blues).
const MADE = COUNT_CAP + 1

beforeAll(async () => {
  payload = await getTestPayload()
  // Raw SQL: a thousand gigs through the Local API would take minutes, and the lists read rows.
  await payload.db.drizzle.execute(sql`
    INSERT INTO gigs (title, date, city, venue, fee_type, slots, status)
    SELECT ${TITLE} || ' ' || g,
           make_timestamptz(${YEAR}, 1, 1, 18, 0, 0, 'UTC') + (g % 360) * interval '1 day',
           (CASE WHEN g <= 5 THEN 'izmir' ELSE 'istanbul' END)::enum_gigs_city,
           'Sayım Sahnesi', 'door', 1, 'open'
    FROM generate_series(1, ${MADE}::int) AS g`)
  await payload.db.drizzle.execute(sql`
    INSERT INTO gigs_genres ("order", parent_id, value)
    SELECT 1, id, 'blues' FROM gigs WHERE title LIKE ${`${TITLE} %`} AND city = 'izmir'`)
})

afterAll(async () => {
  await payload.db.drizzle.execute(sql`
    DELETE FROM gigs_genres WHERE parent_id IN (SELECT id FROM gigs WHERE title LIKE ${`${TITLE} %`})`)
  await payload.db.drizzle.execute(sql`DELETE FROM gigs WHERE title LIKE ${`${TITLE} %`}`)
})

describe('a market list counts its total up to a cap', () => {
  it('says "at least" past the cap, with a next page', async () => {
    const { data, pagination } = await listGigsApi(`?${window}`)
    expect(data).toHaveLength(12)
    expect(pagination).toEqual({ page: 1, limit: 12, total: COUNT_CAP, pages: 84, capped: true })
  })

  it('counts from the page it is on, so a deep page still knows what follows', async () => {
    // Page 80 starts after 948 gigs: 53 follow, fewer than the cap, so the total is exact.
    const exact = await listGigsApi(`?${window}&page=80`)
    expect(exact.pagination).toEqual({ page: 80, limit: 12, total: MADE, pages: 84 })
    const last = await listGigsApi(`?${window}&page=84`)
    expect(last.data).toHaveLength(MADE - 83 * 12)
    expect(last.pagination).toEqual({ page: 84, limit: 12, total: MADE, pages: 84 })
  })

  it('still knows the total on a page past the end', async () => {
    const past = await listGigsApi(`?${window}&page=90`)
    expect(past.data).toEqual([])
    expect(past.pagination).toEqual({ page: 90, limit: 12, total: MADE, pages: 84 })
  })

  it('counts a filtered list under the cap exactly, through the genre join', async () => {
    const { data, pagination } = await listGigsApi(`?${window}&city=izmir&genre=blues`)
    expect(data.map((gig) => gig.title).sort()).toEqual(
      [1, 2, 3, 4, 5].map((n) => `${TITLE} ${n}`).sort(),
    )
    expect(pagination).toEqual({ page: 1, limit: 12, total: 5, pages: 1 })
  })

  it('gives the page the same answer through the domain read', async () => {
    // Page 2 of 50 starts after 50 gigs: 951 follow, within the cap, so the total is exact.
    const query = parseGigListQuery(new URLSearchParams(`${window}&limit=50&page=2`))
    const { data, pagination } = await listGigs(payload, query)
    expect(data).toHaveLength(50)
    expect(pagination).toEqual({ page: 2, limit: 50, total: MADE, pages: 21 })
  })
})

describe('countPublicRows', () => {
  const inYear: Where = {
    and: [
      { title: { like: TITLE } },
      { date: { greater_than_equal: `${YEAR}-01-01` } },
      { date: { less_than: `${YEAR + 1}-01-01` } },
    ],
  }

  it('stops at the most it is asked for, after the offset', async () => {
    const count = (offset: number, atMost: number) =>
      countPublicRows(payload, 'gigs', inYear, { offset, atMost })
    expect(await count(0, 10)).toBe(10)
    expect(await count(995, 10)).toBe(6)
    expect(await count(MADE, 10)).toBe(0)
    expect(await count(0, 5000)).toBe(MADE)
    const { totalDocs } = await payload.count({ collection: 'gigs', where: inYear })
    expect(totalDocs).toBe(MADE)
  })

  it('counts what an anonymous visitor may read: no profile that is not public', async () => {
    // Two artists named alike, one public and one not (raw SQL: rows, not a signup's hooks).
    const { rows } = await payload.db.drizzle.execute<{ id: number }>(sql`
      WITH made AS (
        INSERT INTO users (email, fullname, role)
        SELECT 'sayim-' || g || '-' || ${Date.now()} || '@test.example.com', 'Sayım Sanatçı', 'artist'
        FROM generate_series(1, 2) AS g RETURNING id)
      INSERT INTO artists (user_id, name, slug, search_name, is_public)
      SELECT id, 'Sayım Sanatçı', 'sayim-sanatci-' || id, 'sayim sanatci', id % 2 = 0
      FROM made RETURNING user_id AS id`)
    const users = rows.map((row) => Number(row.id))
    try {
      const named = { searchName: { like: 'sayim sanatci' } }
      const { totalDocs: all } = await payload.count({ collection: 'artists', where: named })
      expect(all).toBe(2)
      expect(await countPublicRows(payload, 'artists', named, { offset: 0, atMost: 10 })).toBe(1)
    } finally {
      await payload.db.drizzle.execute(sql`DELETE FROM artists WHERE user_id IN ${users}`)
      await payload.db.drizzle.execute(sql`DELETE FROM users WHERE id IN ${users}`)
    }
  })
})

describe('the capped count in words', () => {
  it.each([
    ['tr', '1.000+ sonuç', 'Sayfa 3 / 84+'],
    ['en', '1,000+ results', 'Page 3 of 84+'],
  ] as const)('in %s', (locale, results, page) => {
    const t = createTranslator({ locale, messages: messages[locale] })
    expect(t('Lists.resultsAtLeast', { count: COUNT_CAP })).toBe(results)
    expect(t('Gigs.pageOfAtLeast', { page: 3, pages: 84 })).toBe(page)
    expect(t('Shows.pageOfAtLeast', { page: 3, pages: 84 })).toBe(page)
    expect(t('Directory.pageAtLeast', { page: 3, pages: 84 })).toBe(page)
  })
})
