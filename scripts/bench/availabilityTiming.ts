/**
 * The directory's "free on a day" filter at scale: tops the database up to `--artists` public
 * artists (default 50,000) and `--blocks` availability blocks (default 500,000), in bulk SQL,
 * then times `listPublicArtists`' read (the domain's `listArtists`, uncached) with and without
 * `availableOn`, alone and with a city. `npm run bench -- --availability [--artists N] [--blocks N]`
 * runs it against DATABASE_URL (the embedded database under .data/ when unset).
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { listArtists, parseDirectoryQuery } from '../../src/server/profiles'
import { closePayload, loadPayload } from '../../src/server/platform'
import { numberFlag } from './flag'
import { percentile } from './percentile'

const PREFIX = 'bench-avail-'
async function seedArtists(payload: Payload, target: number) {
  const db = payload.db.drizzle
  const { rows } = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM users WHERE email LIKE ${`${PREFIX}%`}`,
  )
  const have = rows[0]?.n ?? 0
  if (have >= target) return
  console.log(`Seeding ${target - have} artists…`)
  await db.execute(sql`
    WITH made AS (
      INSERT INTO users (email, fullname, role)
      SELECT ${PREFIX} || g || '@bench.example.com', 'Bench Artist ' || g, 'artist'
      FROM generate_series(${have + 1}::int, ${target}::int) AS g
      RETURNING id, fullname)
    INSERT INTO artists (user_id, name, slug, search_name, city, act_type, follower_count, is_public)
    SELECT id, fullname, 'bench-' || id, lower(fullname),
           (ARRAY['istanbul','izmir','ankara','antalya','bursa'])[1 + id % 5]::enum_artists_city,
           (ARRAY['solo','band'])[1 + id % 2]::enum_artists_act_type,
           id % 997, true
    FROM made`)
  await db.execute(sql`
    INSERT INTO artists_genres ("order", parent_id, value)
    SELECT 1, a.id, (ARRAY['jazz','rock','pop','indie'])[1 + a.id % 4]::enum_artists_genres
    FROM artists a JOIN users u ON u.id = a.user_id
    WHERE u.email LIKE ${`${PREFIX}%`}
      AND NOT EXISTS (SELECT 1 FROM artists_genres g WHERE g.parent_id = a.id)`)
}

async function seedBlocks(payload: Payload, target: number) {
  const db = payload.db.drizzle
  const { rows } = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM availability_blocks`,
  )
  const have = rows[0]?.n ?? 0
  if (have >= target) return
  console.log(`Seeding ${target - have} blocks…`)
  // Each over 1-7 days starting within the next year, on a random bench artist. The rows go in
  // with triggers off (a bulk load, like a restore), and the busy days are rebuilt once after,
  // instead of one artist's refresh per block.
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`)
    await tx.execute(sql`
      WITH artists_ AS (
        SELECT a.id, a.user_id, row_number() OVER (ORDER BY a.id) AS n, count(*) OVER () AS total
        FROM artists a JOIN users u ON u.id = a.user_id WHERE u.email LIKE ${`${PREFIX}%`}),
      spans AS (
        SELECT 1 + floor(random() * (SELECT max(total) FROM artists_))::int AS n,
               current_date + floor(random() * 365)::int AS first,
               floor(random() * 7)::int AS extra
        FROM generate_series(1, ${target - have}::int))
      INSERT INTO availability_blocks (artist_id, user_id, from_day, to_day, source)
      SELECT a.id, a.user_id, to_char(s.first, 'YYYY-MM-DD'),
             to_char(s.first + s.extra, 'YYYY-MM-DD'), 'manual'
      FROM spans s JOIN artists_ a ON a.n = s.n`)
  })
  await db.execute(sql`SELECT rebuild_artist_busy_days()`)
  await db.execute(
    sql`ANALYZE availability_blocks; ANALYZE artist_busy_days; ANALYZE artists; ANALYZE artists_genres`,
  )
}

async function timed(rounds: number, run: () => Promise<unknown>) {
  await run()
  const times: number[] = []
  for (let i = 0; i < rounds; i++) {
    const started = performance.now()
    await run()
    times.push(performance.now() - started)
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) }
}

async function main() {
  const payload = await loadPayload()
  try {
    await seedArtists(payload, numberFlag('artists', 50_000))
    await seedBlocks(payload, numberFlag('blocks', 500_000))
    const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
    const base = { page: '1', limit: '12' }
    const rounds = numberFlag('rounds', 20)
    const cases: [string, Record<string, unknown>][] = [
      ['all artists', base],
      [`free on ${day}`, { ...base, availableOn: day }],
      ['city=izmir', { ...base, city: 'izmir' }],
      [`city=izmir, free on ${day}`, { ...base, city: 'izmir', availableOn: day }],
      ['genre=jazz, page 20', { ...base, genre: 'jazz', page: '20' }],
      [
        `genre=jazz, page 20, free on ${day}`,
        { ...base, genre: 'jazz', page: '20', availableOn: day },
      ],
    ]
    const counts = await payload.db.drizzle.execute<{ artists: number; blocks: number }>(
      sql`SELECT (SELECT count(*) FROM artists)::int AS artists,
                 (SELECT count(*) FROM availability_blocks)::int AS blocks`,
    )
    const { artists, blocks } = counts.rows[0]!
    console.log(`Directory read times at ${artists} artists, ${blocks} blocks (ms, p50 / p95):`)
    const results: Record<string, { p50: number; p95: number }> = {}
    for (const [name, query] of cases) {
      results[name] = await timed(rounds, () => listArtists(payload, parseDirectoryQuery(query)))
      const { p50, p95 } = results[name]!
      console.log(
        `  ${name.padEnd(44)} ${p50.toFixed(1).padStart(7)} ${p95.toFixed(1).padStart(7)}`,
      )
    }
    const names = Object.keys(results)
    for (let i = 0; i < names.length; i += 2)
      console.log(
        `  ratio ${names[i + 1]} / ${names[i]}: ${(results[names[i + 1]!]!.p50 / results[names[i]!]!.p50).toFixed(2)}×`,
      )
  } finally {
    await closePayload(payload)
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
