import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as artistsRoute from '../../src/app/api/artists/route'
import * as cancelRoute from '../../src/app/api/bookings/[id]/cancel/route'
import * as gigRoute from '../../src/app/api/gigs/[id]/route'
import { listBusyDays } from '../../src/server/market/availability/listBusyDays'
import { apiRequest, params, readBody } from '../helpers/api'
import { availability, eveningOf, istanbulDayFromNow } from '../helpers/availability'
import {
  bookThroughMarket,
  cleanupMarket,
  makeGig,
  type MarketFixture,
  seedMarket,
} from '../helpers/market'
import { market } from '../helpers/marketApi'
import { getTestPayload } from '../helpers/payload'

// `artist_busy_days` is derived data kept by triggers for the directory's date filter. These
// tests hold it against the market's own rule of "busy" (listBusyDays, built on busyWhere) after
// every kind of change to its sources, and against a rebuild from scratch.

let payload: Payload
let f: MarketFixture
const day = (n: number) => istanbulDayFromNow(n)

beforeAll(async () => {
  payload = await getTestPayload()
  f = await seedMarket(payload)
})

afterAll(async () => {
  await payload.delete({
    collection: 'availability-blocks',
    where: { user: { in: [f.artist.user.id, f.otherArtist.user.id] } },
  })
  await cleanupMarket(payload, f)
})

type Row = { day: string; is_public: boolean; city: string | null }

/** The artist's rows of the table over the next 90 days, the span listBusyDays answers. */
const tableRows = async (artistId: number): Promise<Row[]> => {
  const { rows } = await payload.db.drizzle.execute<Row>(
    sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, is_public, city::text AS city
        FROM artist_busy_days
        WHERE artist_id = ${artistId} AND day BETWEEN ${day(0)}::date AND ${day(89)}::date
        ORDER BY day`,
  )
  return rows
}

/** The table's days for the artist, after checking they are the market's busy days. */
const inStep = async (artistId: number): Promise<string[]> => {
  const days = (await tableRows(artistId)).map((row) => row.day)
  expect(days).toEqual(await listBusyDays(payload, artistId))
  return days
}

/** How many artists named like the fixture's artist the directory finds with `query`. */
const found = async (query: string) => {
  const q = encodeURIComponent(f.artist.profile.name ?? '')
  const res = await artistsRoute.GET(apiRequest(`/api/artists?q=${q}&${query}`), params({}))
  return ((await readBody(res)).pagination as { total: number }).total
}

const block = (token: string, from: string, to: string, blocks: [string, string][]) =>
  availability.replace(token, { from, to, blocks: blocks.map(([a, b]) => ({ from: a, to: b })) })

const moveGig = (token: string, id: number, date: string) =>
  gigRoute.PUT(
    apiRequest(`/api/gigs/${id}`, { method: 'PUT', token, body: { date } }),
    params({ id: String(id) }),
  )

const cancel = (token: string, id: number) =>
  cancelRoute.POST(
    apiRequest(`/api/bookings/${id}/cancel`, {
      method: 'POST',
      token,
      body: { reason: 'Sahne su bastı, etkinlik yapılamıyor.' },
    }),
    params({ id: String(id) }),
  )

/** A confirmed booking of `artist` for a new gig of the organizer's at `date`. */
const book = async (artist: MarketFixture['artist'], date: string) => {
  const gig = await makeGig(payload, f.organizer.user, { date, deadline: eveningOf(day(2)) })
  const { booking } = await bookThroughMarket(payload, f.organizer, artist, gig.id)
  return { gig, booking }
}

describe('artist_busy_days', () => {
  it('follows blocks as they are set, shortened and removed', async () => {
    const id = f.artist.profile.id
    expect((await block(f.artist.token, day(10), day(12), [[day(10), day(12)]])).status).toBe(200)
    expect(await inStep(id)).toEqual([day(10), day(11), day(12)])
    expect((await block(f.artist.token, day(10), day(12), [[day(11), day(11)]])).status).toBe(200)
    expect(await inStep(id)).toEqual([day(11)])
    expect((await block(f.artist.token, day(10), day(12), [])).status).toBe(200)
    expect(await inStep(id)).toEqual([])
  })

  it('follows a booking onto its Istanbul day, as its gig moves, and off when cancelled', async () => {
    const id = f.otherArtist.profile.id
    // 01:30 in Istanbul is the evening before in UTC: the Istanbul day counts.
    const { gig, booking } = await book(f.otherArtist, `${day(41)}T01:30:00+03:00`)
    expect(await inStep(id)).toEqual([day(41)])
    expect((await moveGig(f.organizer.token, gig.id, eveningOf(day(45)))).status).toBe(200)
    expect(await inStep(id)).toEqual([day(45)])
    // A block on another day, then the booking cancelled: the block's day alone stays busy.
    expect((await block(f.otherArtist.token, day(46), day(46), [[day(46), day(46)]])).status).toBe(
      200,
    )
    expect(await inStep(id)).toEqual([day(45), day(46)])
    expect((await cancel(f.organizer.token, booking.id)).status).toBe(200)
    expect(await inStep(id)).toEqual([day(46)])
  })

  it("carries the artist's visibility and city, so the directory counts follow them", async () => {
    const id = f.artist.profile.id
    await block(f.artist.token, day(60), day(61), [[day(60), day(61)]])
    const rowsNow = async () => (await tableRows(id)).filter((row) => row.day >= day(60))
    expect(await rowsNow()).toEqual([
      { day: day(60), is_public: true, city: 'istanbul' },
      { day: day(61), is_public: true, city: 'istanbul' },
    ])
    await payload.update({ collection: 'artists', id, data: { city: 'izmir' } })
    expect((await rowsNow()).map((row) => row.city)).toEqual(['izmir', 'izmir'])
    expect(await found(`city=izmir&availableOn=${day(59)}`)).toBe(1)
    expect(await found(`city=izmir&availableOn=${day(60)}`)).toBe(0)
    // A profile without a city is not public.
    await payload.update({ collection: 'artists', id, data: { city: null } })
    expect(await rowsNow()).toEqual([
      { day: day(60), is_public: false, city: null },
      { day: day(61), is_public: false, city: null },
    ])
    expect(await found(`availableOn=${day(59)}`)).toBe(0)
    await payload.update({ collection: 'artists', id, data: { city: 'istanbul' } })
    expect(await rowsNow()).toEqual([
      { day: day(60), is_public: true, city: 'istanbul' },
      { day: day(61), is_public: true, city: 'istanbul' },
    ])
    expect(await found(`city=istanbul&availableOn=${day(59)}`)).toBe(1)
    expect(await found(`city=istanbul&availableOn=${day(61)}`)).toBe(0)
    await block(f.artist.token, day(60), day(61), [])
  })

  it("stays in step when one artist's days change from several requests at once", async () => {
    const id = f.otherArtist.profile.id
    const gig = await makeGig(payload, f.organizer.user, {
      date: eveningOf(day(53)),
      deadline: eveningOf(day(2)),
    })
    const app = (await market.apply(f.otherArtist.token, gig.id)).body.data as { id: number }
    const answers = await Promise.all([
      block(f.otherArtist.token, day(50), day(52), [[day(50), day(52)]]),
      block(f.otherArtist.token, day(54), day(58), [[day(55), day(58)]]),
      block(f.otherArtist.token, day(59), day(62), [
        [day(59), day(59)],
        [day(61), day(62)],
      ]),
      market.answer(f.organizer.token, app.id, 'accept'),
      block(f.otherArtist.token, day(63), day(64), [[day(63), day(64)]]),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
    const days = await inStep(id)
    expect(days.filter((d) => d >= day(50) && d <= day(64))).toEqual([
      day(50),
      day(51),
      day(52),
      day(53),
      day(55),
      day(56),
      day(57),
      day(58),
      day(59),
      day(61),
      day(62),
      day(63),
      day(64),
    ])
    // And undone at once, each request freeing what another one's block sits beside.
    const undone = await Promise.all([
      block(f.otherArtist.token, day(50), day(52), []),
      block(f.otherArtist.token, day(54), day(58), [[day(54), day(54)]]),
      block(f.otherArtist.token, day(59), day(64), []),
    ])
    expect(undone.map((answer) => answer.status)).toEqual([200, 200, 200])
    expect((await inStep(id)).filter((d) => d >= day(50) && d <= day(64))).toEqual([
      day(53),
      day(54),
    ])
  })

  it('stays in step when a booking is cancelled while its artist blocks that day', async () => {
    // The cancellation does not take the artist's row lock a block save takes: only the
    // table's own lock keeps the two rebuilds of that day apart.
    const id = f.artist.profile.id
    const days = [day(70), day(71), day(72), day(73)]
    const bookings: number[] = []
    for (const on of days) bookings.push((await book(f.artist, eveningOf(on))).booking.id)
    const answers = await Promise.all(
      days.flatMap((on, i) => [
        cancel(f.organizer.token, bookings[i]!).then((res) => res.status),
        block(f.artist.token, on, on, [[on, on]]).then((reply) => reply.status),
      ]),
    )
    expect(answers).toEqual(days.flatMap(() => [200, 200]))
    expect((await inStep(id)).filter((d) => d >= day(70) && d <= day(73))).toEqual(days)
  })

  it("rebuilds one artist's days one transaction after the other, whatever the sources", async () => {
    // Two sessions, each changing a source of the same day: a block is saved and left
    // uncommitted, then a cancellation runs. Without the artist's row lock the cancellation's
    // rebuild would not wait, and would find the saved day's row only once its insert failed.
    const id = f.otherArtist.profile.id
    const on = day(80)
    const { booking } = await book(f.otherArtist, eveningOf(on))
    type Client = {
      query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>
      release: () => void
    }
    const pool = (payload.db as unknown as { pool: { connect: () => Promise<Client> } }).pool
    const [saving, cancelling] = [await pool.connect(), await pool.connect()]
    try {
      const pid = (await cancelling.query('SELECT pg_backend_pid() AS pid')).rows[0]!.pid
      await saving.query('BEGIN')
      await saving.query(
        `INSERT INTO availability_blocks (artist_id, user_id, from_day, to_day, source)
         VALUES ($1, $2, $3, $3, 'manual')`,
        [id, f.otherArtist.user.id, on],
      )
      await cancelling.query('BEGIN')
      const cancelled = cancelling.query(`UPDATE bookings SET state = 'cancelled' WHERE id = $1`, [
        booking.id,
      ])
      // Wait (bounded) until the cancellation waits on the saving session's locks.
      for (let tries = 0; ; tries++) {
        const { rows } = await pool
          .connect()
          .then((c) =>
            c
              .query('SELECT wait_event_type FROM pg_stat_activity WHERE pid = $1', [pid])
              .finally(() => c.release()),
          )
        if (rows[0]?.wait_event_type === 'Lock') break
        if (tries > 200) throw new Error('the cancellation never waited')
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
      await saving.query('COMMIT')
      await cancelled
      await cancelling.query('COMMIT')
    } finally {
      // A session left inside a failed transaction goes back to the pool clean.
      for (const client of [saving, cancelling]) {
        await client.query('ROLLBACK').catch(() => undefined)
        client.release()
      }
    }
    expect((await inStep(id)).filter((d) => d === on)).toEqual([on])
    await block(f.otherArtist.token, on, on, [])
    expect((await inStep(id)).filter((d) => d === on)).toEqual([])
  })

  it('holds the same rows a rebuild from the blocks and bookings gives', async () => {
    const snapshot = () =>
      payload.db.drizzle
        .execute<{ rows: string }>(
          sql`SELECT coalesce(string_agg(concat_ws(' ', artist_id, day, is_public, city), ','
                                         ORDER BY artist_id, day), '') AS rows
              FROM artist_busy_days`,
        )
        .then(({ rows }) => rows[0]!.rows)
    const kept = await snapshot()
    expect(kept).not.toBe('')
    await payload.db.drizzle.execute(sql`SELECT rebuild_artist_busy_days()`)
    expect(await snapshot()).toBe(kept)
  })
})
