import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { listGigs, parseGigListQuery } from '../../src/server/market'
import type { Gig } from '../../src/payload-types'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
let gig: Gig
const tag = `og${Date.now().toString(36)}`
const DATE = '2046-03-10T19:00:00.000Z'

type Row = {
  genre: string
  city: string
  date: string
  fee_type: string | null
  fee_amount: string | null
  fee_max: string | null
}

/** The gig's rows among the open gigs by genre, as the list reads them. */
async function rowsOf(id: number) {
  const { rows } = await payload.db.drizzle.execute<Row>(
    sql`SELECT genre, city::text AS city, to_json(date)#>>'{}' AS date, fee_type::text AS fee_type,
               fee_amount::text AS fee_amount, fee_max::text AS fee_max
        FROM gig_open_genres WHERE gig_id = ${id} ORDER BY genre`,
  )
  return rows
}

/**
 * Rows the table holds and the gigs do not imply, and the other way round, over every gig: an
 * open gig has one row for each of its genre keys, with its own city, days, creation and fee.
 */
async function outOfStep() {
  const { rows } = await payload.db.drizzle.execute<{ n: number }>(
    sql`WITH kept AS (
          SELECT gig_id, genre, city, date, created_at, fee_type, fee_amount, fee_max
          FROM gig_open_genres),
        implied AS (
          SELECT DISTINCT g.id AS gig_id, k AS genre, g.city, g.date, g.created_at, g.fee_type,
                 g.fee_amount, g.fee_max
          FROM gigs g CROSS JOIN unnest(g.genre_keys) AS k WHERE g.status = 'open')
        SELECT ((SELECT count(*) FROM (TABLE kept EXCEPT TABLE implied) x)
              + (SELECT count(*) FROM (TABLE implied EXCEPT TABLE kept) y))::int AS n`,
  )
  return rows[0]!.n
}

const listed = async (query: string) =>
  (await listGigs(payload, parseGigListQuery(new URLSearchParams(query)))).data.map((g) => g.id)

const update = (data: Partial<Gig>) => payload.update({ collection: 'gigs', id: gig.id, data })

beforeAll(async () => {
  payload = await getTestPayload()
  gig = await payload.create({
    collection: 'gigs',
    data: {
      title: `Açık türler ${tag}`,
      date: DATE,
      city: 'mugla',
      venue: 'Sahne',
      genres: ['jazz', 'rock'],
      fee: { type: 'fixed', amount: 500_000 },
    },
  })
})

afterAll(async () => {
  await payload.db.drizzle.execute(sql`DELETE FROM gigs WHERE title LIKE ${`%${tag}%`}`)
})

describe('the open gigs by genre are kept in step with the gigs', () => {
  it('holds a row for each genre of a gig made open with genres', async () => {
    expect(await rowsOf(gig.id)).toEqual([
      {
        genre: 'jazz',
        city: 'mugla',
        date: DATE.replace('.000Z', '+00:00'),
        fee_type: 'fixed',
        fee_amount: '500000',
        fee_max: null,
      },
      {
        genre: 'rock',
        city: 'mugla',
        date: DATE.replace('.000Z', '+00:00'),
        fee_type: 'fixed',
        fee_amount: '500000',
        fee_max: null,
      },
    ])
    expect(await listed('city=mugla&genre=rock&from=2046-03-01&to=2046-03-31')).toEqual([gig.id])
    expect(await outOfStep()).toBe(0)
  })

  it("follows the gig's genres when they change", async () => {
    await update({ genres: ['latin', 'world'] })
    expect((await rowsOf(gig.id)).map((row) => row.genre)).toEqual(['latin', 'world'])
    expect(await listed('city=mugla&genre=rock&from=2046-03-01&to=2046-03-31')).toEqual([])
    expect(await listed('city=mugla&genre=latin&from=2046-03-01&to=2046-03-31')).toEqual([gig.id])
    await update({ genres: [] })
    expect(await rowsOf(gig.id)).toEqual([])
    await update({ genres: ['latin'] })
    expect(await outOfStep()).toBe(0)
  })

  it('leaves a gig out while it is filled or cancelled, and takes it back when open again', async () => {
    await update({ status: 'filled' })
    expect(await rowsOf(gig.id)).toEqual([])
    await update({ status: 'open' })
    expect((await rowsOf(gig.id)).map((row) => row.genre)).toEqual(['latin'])
    await update({ status: 'cancelled' })
    expect(await rowsOf(gig.id)).toEqual([])
    expect(await listed('city=mugla&genre=latin&from=2046-03-01&to=2046-03-31')).toEqual([])
    await update({ status: 'open' })
    expect((await rowsOf(gig.id)).map((row) => row.genre)).toEqual(['latin'])
    expect(await listed('city=mugla&genre=latin&from=2046-03-01&to=2046-03-31')).toEqual([gig.id])
    expect(await outOfStep()).toBe(0)
  })

  it("follows the gig's city, day and fee", async () => {
    await update({
      city: 'bursa',
      date: '2046-04-02T18:00:00.000Z',
      fee: { type: 'range', amount: null, min: 100_000, max: 900_000 },
    })
    expect(await rowsOf(gig.id)).toEqual([
      {
        genre: 'latin',
        city: 'bursa',
        date: '2046-04-02T18:00:00+00:00',
        fee_type: 'range',
        fee_amount: null,
        fee_max: '900000',
      },
    ])
    expect(await listed('city=mugla&genre=latin&from=2046-03-01&to=2046-04-30')).toEqual([])
    expect(
      await listed('city=bursa&genre=latin&from=2046-04-01&to=2046-04-30&minFee=8000'),
    ).toEqual([gig.id])
    expect(await outOfStep()).toBe(0)
  })

  it('follows gigs and genre rows written in plain SQL, and lets a deleted gig go', async () => {
    const db = payload.db.drizzle
    const { rows } = await db.execute<{ id: number }>(
      sql`INSERT INTO gigs (title, date, city, venue, fee_type, slots, status)
          VALUES (${`SQL türler ${tag}`}, ${DATE}, 'mugla', 'Sahne', 'door', 1, 'open') RETURNING id`,
    )
    const made = Number(rows[0]!.id)
    expect(await rowsOf(made)).toEqual([])
    await db.execute(
      sql`INSERT INTO gigs_genres ("order", parent_id, value)
          VALUES (1, ${made}, 'blues'), (2, ${made}, 'rnb-soul')`,
    )
    expect((await rowsOf(made)).map((row) => row.genre)).toEqual(['blues', 'rnb-soul'])
    await db.execute(
      sql`UPDATE gigs_genres SET value = 'indie' WHERE parent_id = ${made} AND value = 'rnb-soul'`,
    )
    expect((await rowsOf(made)).map((row) => row.genre)).toEqual(['blues', 'indie'])
    await db.execute(sql`DELETE FROM gigs_genres WHERE parent_id = ${made} AND value = 'blues'`)
    expect((await rowsOf(made)).map((row) => row.genre)).toEqual(['indie'])
    await db.execute(sql`UPDATE gigs SET status = 'filled' WHERE id = ${made}`)
    expect(await rowsOf(made)).toEqual([])
    await db.execute(sql`UPDATE gigs SET status = 'open', city = 'bursa' WHERE id = ${made}`)
    expect(await rowsOf(made)).toMatchObject([{ genre: 'indie', city: 'bursa' }])
    expect(await outOfStep()).toBe(0)

    await db.execute(sql`DELETE FROM gigs WHERE id = ${made}`)
    await payload.delete({ collection: 'gigs', id: gig.id })
    expect(await rowsOf(made)).toEqual([])
    expect(await rowsOf(gig.id)).toEqual([])
    expect(await outOfStep()).toBe(0)
  })
})
