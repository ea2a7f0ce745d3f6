import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { listGigs, parseGigListQuery } from '../../src/server/market'
import { getTestPayload } from '../helpers/payload'
import { planOfStatement, statementsOf } from '../helpers/statements'

let payload: Payload
const TAG = 'Şehir ve tür planı'
// A market of a few thousand rows where a city and a genre are each broad and meet in few rows
// (as at scale: a city's small scene for a genre), so the planner chooses as it would there.
const MADE = 8_000

beforeAll(async () => {
  payload = await getTestPayload()
  const db = payload.db.drizzle
  // A quarter in Izmir, a sixth of the rest jazz, and a few of Izmir's jazz too. Raw SQL: thousands of rows through the Local API would take minutes; the triggers on the
  // genre rows fill `genre_keys` as they do for Payload's writes.
  await db.execute(sql`
    INSERT INTO artists (name, search_name, city, is_public, follower_count)
    SELECT ${TAG} || ' ' || g, 'sehir ve tur plani ' || g,
           (CASE WHEN g % 4 = 0 THEN 'izmir' ELSE 'ankara' END)::enum_artists_city, true, g % 97
    FROM generate_series(1, ${MADE}::int) AS g`)
  await db.execute(sql`
    INSERT INTO artists_genres ("order", parent_id, value)
    SELECT 1, id, (CASE WHEN city <> 'izmir' AND id % 6 = 0 THEN 'jazz' ELSE 'rock' END)::enum_artists_genres
    FROM artists WHERE name LIKE ${`${TAG} %`}`)
  await db.execute(sql`
    INSERT INTO artists_genres ("order", parent_id, value)
    SELECT 2, id, 'jazz' FROM artists WHERE name LIKE ${`${TAG} %`} AND city = 'izmir' LIMIT 1`)
  await db.execute(sql`
    INSERT INTO gigs (title, date, city, venue, fee_type, slots, status)
    SELECT ${TAG} || ' ' || g, now() + (g % 300) * interval '1 day',
           (CASE WHEN g % 4 = 0 THEN 'izmir' ELSE 'ankara' END)::enum_gigs_city,
           'Plan Sahnesi', 'door', 1, 'open'
    FROM generate_series(1, ${MADE}::int) AS g`)
  await db.execute(sql`
    INSERT INTO gigs_genres ("order", parent_id, value)
    SELECT 1, id, (CASE WHEN city <> 'izmir' AND id % 6 = 0 OR id % 400 = 0 THEN 'jazz' ELSE 'rock' END)::enum_gigs_genres
    FROM gigs WHERE title LIKE ${`${TAG} %`}`)
  await db.execute(sql`VACUUM ANALYZE artists, gigs, gig_open_genres`)
})

afterAll(async () => {
  const db = payload.db.drizzle
  await db.execute(sql`DELETE FROM artists WHERE name LIKE ${`${TAG} %`}`)
  await db.execute(sql`DELETE FROM gigs WHERE title LIKE ${`${TAG} %`}`)
})

async function planOf(statement: ReturnType<typeof sql>) {
  const { rows } = await payload.db.drizzle.execute<{ 'QUERY PLAN': unknown }>(
    sql`EXPLAIN (FORMAT JSON) ${statement}`,
  )
  return JSON.stringify(rows[0]!['QUERY PLAN'])
}

// gigPage's days, a week to two months ahead, and a fee of at least 3,000 TL.
const daysAndFee = sql`g.date >= now() + interval '7 days' AND g.date <= now() + interval '60 days'
  AND ((g.fee_type = 'fixed' AND g.fee_amount >= 300000)
    OR (g.fee_type = 'range' AND g.fee_max >= 300000))`

const izmirJazzArtists = sql`a.is_public = true AND a.city = 'izmir'
  AND a.genre_keys @> ARRAY['jazz']::text[]`

// The statements artistPage and gigPage issue for a city and a genre: the two meet inside one
// GIN index of the row's city and genre_keys, not in a join of the city's rows and the genre's.
describe("a city's small scene for a genre is read from one index", () => {
  it('counts the artists and sorts the few found for the page', async () => {
    const total = await planOf(
      sql`SELECT count(*)::int AS n FROM
            (SELECT 1 FROM artists a WHERE ${izmirJazzArtists} OFFSET 0 LIMIT 1001) AS matching`,
    )
    expect(total).toContain('"Index Name":"artists_city_genre_keys_idx"')
    expect(total).not.toContain('Seq Scan')
    const page = await planOf(
      sql`WITH matching AS MATERIALIZED (
            SELECT a.id, a.follower_count, a.search_name, a.created_at FROM artists a
            WHERE ${izmirJazzArtists})
          SELECT id FROM matching
          ORDER BY follower_count DESC, search_name ASC, created_at DESC LIMIT 12 OFFSET 0`,
    )
    expect(page).toContain('"Index Name":"artists_city_genre_keys_idx"')
    expect(page).not.toContain('Seq Scan')
  })

  // The open gigs by genre hold a row for each open gig and genre, with its city, day and fee:
  // the upcoming gigs of a genre and a city are one range of one index, read from it alone, its
  // length the gigs found, not the city's market.
  const izmirJazzGigs = sql`g.date > now() AND g.city = 'izmir' AND g.genre = 'jazz'`

  it('counts the upcoming gigs from the index alone', async () => {
    const plan = await planOf(
      sql`SELECT count(*)::int AS n FROM (
            SELECT 1 FROM gig_open_genres g WHERE ${izmirJazzGigs} OFFSET 0 LIMIT 1001) AS matching`,
    )
    expect(plan).toContain('"Node Type":"Index Only Scan"')
    expect(plan).toContain('"Index Name":"gig_open_genres_city_date_idx"')
    expect(plan).toContain("genre = 'jazz'::text")
    expect(plan).not.toContain('"Filter"')
    expect(plan).not.toContain('Seq Scan')
  })

  it('walks the upcoming gigs in the page order, soonest first, without sorting', async () => {
    const plan = await planOf(
      sql`SELECT g.gig_id AS id FROM gig_open_genres g WHERE ${izmirJazzGigs}
          ORDER BY g.date ASC, g.created_at DESC, g.gig_id ASC LIMIT 12 OFFSET 0`,
    )
    expect(plan).toContain('"Node Type":"Index Only Scan"')
    expect(plan).toContain('"Index Name":"gig_open_genres_city_date_idx"')
    expect(plan).not.toContain('"Filter"')
    expect(plan).not.toContain('Sort')
  })

  it("is what the gig list reads for a city's genre, its page and its total", async () => {
    const read = await statementsOf(payload, () =>
      listGigs(payload, parseGigListQuery(new URLSearchParams('city=izmir&genre=jazz'))),
    )
    const fromTable = read.filter(({ text }) => text.includes('gig_open_genres'))
    expect(fromTable).toHaveLength(2)
    for (const statement of fromTable) {
      const plan = await planOfStatement(payload, statement)
      expect(plan).toContain('"Node Type":"Index Only Scan"')
      expect(plan).toContain('"Index Name":"gig_open_genres_city_date_idx"')
      expect(plan).not.toContain('Sort')
      expect(plan).not.toContain('Seq Scan')
    }
  })

  it('counts the gigs of a genre without a city, some days and a fee, from the index alone', async () => {
    const plan = await planOf(
      sql`SELECT count(*)::int AS n FROM (
            SELECT 1 FROM gig_open_genres g
            WHERE g.date > now() AND g.genre = 'jazz'
              AND ${daysAndFee}
            OFFSET 0 LIMIT 1001) AS matching`,
    )
    expect(plan).toContain('"Node Type":"Index Only Scan"')
    expect(plan).toContain('"Index Name":"gig_open_genres_date_idx"')
    expect(plan).not.toContain('Seq Scan')
  })
})

// gigPage's total for some days and a fee, without a city (the same market's gigs, none of them
// paying a fixed or ranged fee): the days are a range of the open gigs' index and the fee is read
// from its entries, no gig row fetched.
describe('the open gigs of some days and a fee are counted from one index', () => {
  it('counts them from the index alone', async () => {
    const plan = await planOf(
      sql`SELECT count(*)::int AS n FROM (
            SELECT 1 FROM gigs g
            WHERE g.date > now() AND g.status = 'open'
              AND ${daysAndFee}
            OFFSET 0 LIMIT 1001) AS matching`,
    )
    expect(plan).toContain('"Node Type":"Index Only Scan"')
    expect(plan).toContain('"Index Name":"gigs_open_date_idx"')
    expect(plan).not.toContain('Seq Scan')
  })
})
