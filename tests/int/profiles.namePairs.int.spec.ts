import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { listArtists, parseDirectoryQuery } from '../../src/server/profiles'
import { forgetArtistNameSample } from '../../src/server/profiles/directory/nameSample'
import type { Artist } from '../../src/payload-types'
import { getTestPayload } from '../helpers/payload'
import { planOfStatement, statementsOf } from '../helpers/statements'
import { cleanupProfileUsers, seedProfileUsers, type ProfileUsers } from '../helpers/profiles'

let payload: Payload
let users: ProfileUsers
let dj: Artist
// Letters only: the tag is a word of the searches below, and no digit pair of it may meet "12".
const tag = `pairs${Date.now().toString(36).replace(/\d/g, '')}`
const PLAN = 'Harf cifti plani'
// A market of a few thousand names that all hold one word ("sanatci") while a two-letter word
// ("12") is in few, as the scale bench's names are: the planner then chooses as it would there.
const MADE = 8_000

beforeAll(async () => {
  payload = await getTestPayload()
  users = await seedProfileUsers(payload)
  dj = await payload.create({
    collection: 'artists',
    data: { user: users.artist.user.id, name: `DJ Kaan ${tag}`, city: 'izmir', genres: ['rock'] },
  })
  await payload.create({
    collection: 'artists',
    data: {
      user: users.artist2.user.id,
      name: `Ada Sanat ${tag}`,
      city: 'izmir',
      genres: ['jazz'],
    },
  })
  await payload.db.drizzle.execute(sql`
    INSERT INTO artists (name, search_name, city, is_public, follower_count)
    SELECT ${PLAN} || ' ' || g, 'harf cifti sanatci ' || g, 'ankara', true, g % 97
    FROM generate_series(1, ${MADE}::int) AS g`)
  await payload.db.drizzle.execute(sql`VACUUM ANALYZE artists`)
})

afterAll(async () => {
  await payload.db.drizzle.execute(sql`DELETE FROM artists WHERE name LIKE ${`${PLAN} %`}`)
  await cleanupProfileUsers(payload, users)
})

const found = async (q: string) => {
  const list = await listArtists(payload, parseDirectoryQuery({ q: `${q} ${tag}`, page: '1' }))
  return list.artists.map((artist) => artist.name).sort()
}

describe("the name search's two-letter words", () => {
  it('find the names holding them inside a word, as their LIKE does', async () => {
    expect(await found('an')).toEqual([`Ada Sanat ${tag}`, `DJ Kaan ${tag}`])
    expect(await found('AA')).toEqual([`DJ Kaan ${tag}`])
    expect(await found('dj')).toEqual([`DJ Kaan ${tag}`])
    // "j k" crosses a space: no word of the name holds it.
    expect(await found('jk')).toEqual([])
    expect(await found('zz')).toEqual([])
  })

  it('follow the name when it changes (Postgres keeps the pairs from the folded name)', async () => {
    await payload.update({ collection: 'artists', id: dj.id, data: { name: `MC Kaan ${tag}` } })
    expect(await found('dj')).toEqual([])
    expect(await found('mç')).toEqual([`MC Kaan ${tag}`])
    await payload.update({ collection: 'artists', id: dj.id, data: { name: `DJ Kaan ${tag}` } })
    expect(await found('dj')).toEqual([`DJ Kaan ${tag}`])
  })

  it('find, as pairs, exactly the names their LIKE finds, over every artist', async () => {
    for (const word of ['an', 'aa', 'dj', '12', 'ci', ' s', 'zz']) {
      const { rows } = await payload.db.drizzle.execute<{ like: number; pairs: number }>(sql`
        SELECT count(*) FILTER (WHERE search_name LIKE ${`%${word}%`})::int AS like,
               count(*) FILTER (WHERE search_pairs @> ARRAY[${word}]::text[])::int AS pairs
        FROM artists`)
      // A pair with a space is never kept: no folded search word holds one.
      if (word.includes(' ')) expect(rows[0]!.pairs).toBe(0)
      else expect(rows[0]!.pairs).toBe(rows[0]!.like)
    }
  })

  // The capped total artistPage issues for "sanatçı 12" while it reads both words from the index
  // (a sample not finding the word in nearly every name): it and the rare pair meet in the index,
  // rather than a bitmap of every name holding "sanatci".
  it('narrow the capped total inside the search index', async () => {
    const { rows } = await payload.db.drizzle.execute<{ 'QUERY PLAN': unknown }>(sql`
      EXPLAIN (FORMAT JSON) SELECT count(*)::int AS n FROM (
        SELECT 1 FROM artists a
        WHERE a.is_public = true AND a.search_name LIKE '%sanatci%' AND strpos(a.search_name, '12') > 0
          AND a.search_pairs @> ARRAY['12']::text[]
        OFFSET 0 LIMIT 1001) AS matching`)
    const plan = JSON.stringify(rows[0]!['QUERY PLAN'])
    expect(plan).toContain('"Index Name":"artists_search_idx"')
    expect(plan).toMatch(/"Index Cond":"[^"]*search_pairs @> '\{12\}'/)
    expect(plan).not.toContain('Seq Scan')
  })

  // The same search through the directory, once Postgres's sample of the names says nearly every
  // name holds "sanatci": the total reads only the pair from the index and checks the word on
  // the names holding it, and finds what LIKE finds.
  it('leave a word nearly every name holds out of the index', async () => {
    await payload.db.drizzle.execute(sql`ANALYZE artists`)
    forgetArtistNameSample(payload)
    let list: Awaited<ReturnType<typeof listArtists>> | undefined
    const statements = await statementsOf(payload, async () => {
      list = await listArtists(payload, parseDirectoryQuery({ q: 'Sanatçı 12', page: '1' }))
    })

    const { rows } = await payload.db.drizzle.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM artists
      WHERE is_public AND search_name LIKE '%sanatci%' AND search_name LIKE '%12%'`)
    // Fewer than the cap hold both: the total is exact.
    expect(list!.pagination).toMatchObject({ total: rows[0]!.n })
    expect(list!.pagination.capped).toBeUndefined()
    expect(list!.artists.length).toBe(12)
    expect(list!.artists.every((artist) => /12/.test(artist.name))).toBe(true)

    const total = statements.find((s) => /count\(\*\)/.test(s.text) && /search_pairs/.test(s.text))
    expect(total, 'the capped total was issued').toBeDefined()
    const text = await planOfStatement(payload, total!)
    expect(text).toContain('"Index Name":"artists_search_idx"')
    expect(text).toMatch(/"Index Cond":"\(search_pairs @> '\{12\}'::text\[\]\)"/)
    expect(text).toContain("strpos((search_name)::text, 'sanatci'::text)")
  })
})
