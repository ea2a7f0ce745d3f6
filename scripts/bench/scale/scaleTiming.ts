/**
 * One side of `npm run bench -- --scale`: in its own database (`--database`, on DATABASE_URL's
 * server or the embedded one), the demo seed and the market topped up to `--factor`, then every
 * public read the pages make and the dashboards' reads of an artist, an organizer and a fan,
 * timed uncached (`--rounds` each after a warm-up), and the statements each issues explained
 * (sequential scans on tables of more than 10,000 rows are findings). Writes its figures as JSON
 * to `--out`; scripts/bench/scale/scaleBench.ts runs it at factor 1 and at the factor asked for.
 */
import { writeFile } from 'node:fs/promises'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import {
  findPublicPost,
  listBlogPage,
  listFeaturedPosts,
  listPublicRelatedPosts,
} from '../../../src/server/blog'
import { FEATURED_COUNT } from '../../../src/server/blog'
import {
  findGigForPage,
  findPublicGoingCount,
  findPublicShow,
  listFollowedArtistsGigs,
  listGigsForPage,
  listMyApplications,
  listMyBookings,
  listMyGigsWithCounts,
  listMyGoing,
  listProfileReviews,
  listShowsForPage,
  parseGigListQuery,
  parseShowListQuery,
} from '../../../src/server/market'
import { listFollowing } from '../../../src/server/people'
import { closePayload, loadPayload, postgresOf } from '../../../src/server/platform'
import {
  findPublicArtist,
  findPublicVenue,
  listPublicArtists,
  listPublicVenues,
  parseDirectoryQuery,
} from '../../../src/server/profiles'
import type { BlogCategory } from '../../../src/lib/categories'
import type { User } from '../../../src/payload-types'
import { isDatabaseEmpty, seed } from '../../../seed'
import { migrateDatabase } from '../../db/migrateDatabase'
import { prepareDatabase } from '../../db/prepareDatabase'
import { flag } from '../flag'
import { percentile } from '../percentile'
import { PREFIX, loadMarket, marketCounts } from './loadMarket'

/** Tables smaller than this are read whole whatever the plan: a sequential scan there is fine. */
const BIG_TABLE_ROWS = 10_000

export type Statement = { text: string; values: unknown[] }
export type SeqScan = { table: string; rows: number }
export type ReadResult = {
  name: string
  p50: number
  p95: number
  statements: number
  seqScans: SeqScan[]
  plans: string[]
}
export type ScaleResult = {
  factor: number
  loadMs: number
  counts: Record<string, number>
  reads: ReadResult[]
}

/** Records what the pool is asked while `on`: drizzle sends every statement through it. */
function statementRecorder(payload: Payload) {
  const pool = postgresOf(payload).pool
  const seen: Statement[] = []
  let on = false
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>
  ;(pool as unknown as { query: typeof query }).query = (...args: unknown[]) => {
    if (on) {
      const [first, second] = args
      const text = typeof first === 'string' ? first : (first as { text: string }).text
      const values =
        (Array.isArray(second) ? second : (first as { values?: unknown[] })?.values) ?? []
      seen.push({ text, values })
    }
    return query(...args)
  }
  return {
    async during(run: () => Promise<unknown>) {
      seen.length = 0
      on = true
      try {
        await run()
      } finally {
        on = false
      }
      return [...seen]
    },
  }
}

type PlanNode = {
  'Node Type': string
  'Relation Name'?: string
  Plans?: PlanNode[]
}

function seqScansOf(node: PlanNode, into: string[] = []) {
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) into.push(node['Relation Name'])
  for (const child of node.Plans ?? []) seqScansOf(child, into)
  return into
}

async function explain(payload: Payload, statements: Statement[], sizes: Map<string, number>) {
  const pool = postgresOf(payload).pool
  const plans: string[] = []
  const scans: SeqScan[] = []
  const distinct = new Map(statements.map((s) => [s.text, s]))
  for (const { text, values } of distinct.values()) {
    if (!/^\s*(select|with)\b/i.test(text)) continue
    const json = await pool.query(`EXPLAIN (FORMAT JSON) ${text}`, values as unknown[])
    const plan = (json.rows[0] as { 'QUERY PLAN': { Plan: PlanNode }[] })['QUERY PLAN'][0]!.Plan
    for (const table of seqScansOf(plan)) {
      const rows = sizes.get(table) ?? 0
      if (rows > BIG_TABLE_ROWS) scans.push({ table, rows })
    }
    const textPlan = await pool.query(`EXPLAIN ${text}`, values as unknown[])
    plans.push(
      `${text.replace(/\s+/g, ' ').slice(0, 600)}\n${textPlan.rows.map((r) => `  ${(r as Record<string, string>)['QUERY PLAN']}`).join('\n')}`,
    )
  }
  return { plans, scans }
}

async function tableSizes(payload: Payload) {
  const { rows } = await payload.db.drizzle.execute<{ name: string; rows: number }>(
    sql`SELECT relname AS name, reltuples::bigint AS rows FROM pg_class
        WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace`,
  )
  return new Map(rows.map((r) => [r.name, Number(r.rows)]))
}

async function userOf(payload: Payload, email: string): Promise<User> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (!docs[0]) throw new Error(`no user ${email}`)
  return { ...docs[0], collection: 'users' } as User
}

/** The pages' subjects: the same bench rows at every factor (the lowest numbered of each kind). */
async function subjects(payload: Payload) {
  const db = payload.db.drizzle
  const one = async <T>(query: ReturnType<typeof sql>) => {
    const { rows } = await db.execute<T & Record<string, unknown>>(query)
    if (!rows[0]) throw new Error('a bench subject is missing')
    return rows[0] as T
  }
  const bench = `${PREFIX}%`
  const show = await one<{ id: number; organizer: string }>(sql`
    SELECT g.id, (SELECT email FROM users WHERE id = g.organizer_id) AS organizer FROM gigs g JOIN bookings b ON b.gig_id = g.id
    WHERE g.title LIKE ${bench} AND b.state = 'confirmed' AND g.date > now() + interval '7 days'
      AND EXISTS (SELECT 1 FROM venues v WHERE v.id = g.venue_profile_id AND v.is_public)
    ORDER BY substring(g.title FROM ${`${PREFIX}(\\d+)`})::int LIMIT 1`)
  const gig = await one<{ id: number }>(sql`
    SELECT id FROM gigs WHERE title LIKE ${bench} AND status = 'open' AND date > now()
    ORDER BY substring(title FROM ${`${PREFIX}(\\d+)`})::int LIMIT 1`)
  const post = await one<{ slug: string; category: string; id: number }>(sql`
    SELECT p.slug, p.category, p.id FROM posts p
    WHERE p.slug LIKE 'bulk-post-%' AND p._status = 'published' AND p.id % 7 <> 0
      AND EXISTS (SELECT 1 FROM comments c WHERE c.post_id = p.id)
    ORDER BY substring(p.slug FROM 'bulk-post-(\\d+)')::int LIMIT 1`)
  // The public artist of the first booked gig: applications, invitations and bookings on their board.
  const artist = await one<{ slug: string; email: string }>(sql`
    SELECT a.slug, u.email FROM bookings b JOIN gigs g ON g.id = b.gig_id
      JOIN artists a ON a.id = b.artist_id JOIN users u ON u.id = a.user_id
    WHERE g.title LIKE ${bench} AND a.is_public
    ORDER BY substring(g.title FROM ${`${PREFIX}(\\d+)`})::int LIMIT 1`)
  // The venue of the show: its organizer has gigs, applications and bookings on their board.
  const venue = await one<{ slug: string }>(sql`
    SELECT v.slug FROM gigs g JOIN venues v ON v.id = g.venue_profile_id WHERE g.id = ${show.id}`)
  return {
    show: show.id,
    gig: gig.id,
    post,
    artist: artist.slug,
    venue: venue.slug,
    artistUser: await userOf(payload, artist.email),
    organizer: await userOf(payload, show.organizer),
    fan: await userOf(payload, `${PREFIX}fan-1@bench.example.com`),
  }
}

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000 + 3 * 3_600_000).toISOString().slice(0, 10)
const query = (params: Record<string, string>) => new URLSearchParams(params)

/** Every read a page or a dashboard makes, as the page or the route handler calls it. */
function readsOf(payload: Payload, s: Awaited<ReturnType<typeof subjects>>): Read[] {
  const week = { city: 'istanbul', from: day(0), to: day(7), limit: '6' }
  return [
    // Home: this week's shows in the visitor's city (WeekShows, through /api/shows).
    ['home: shows this week', () => listShowsForPage(parseShowListQuery(query(week)))],
    ['blog list', () => listBlogPage({ locale: 'tr', page: 1, category: null, search: null })],
    ['blog list: featured', () => listFeaturedPosts(FEATURED_COUNT, 'tr')],
    [
      'blog list: category, page 3',
      () =>
        listBlogPage({
          locale: 'tr',
          page: 3,
          category: s.post.category as BlogCategory,
          search: null,
        }),
    ],
    ['blog search', () => listBlogPage({ locale: 'tr', page: 1, category: null, search: 'gitar' })],
    // What findPostForPage reads outside an editor's draft mode.
    ['blog post with comments', () => findPublicPost(s.post.slug, 'tr')],
    [
      'blog post: related',
      () => listPublicRelatedPosts(s.post.category as BlogCategory, s.post.id, 'tr'),
    ],
    ['gigs list', () => listGigsForPage(parseGigListQuery(query({})))],
    [
      'gigs list: city + genre',
      () => listGigsForPage(parseGigListQuery(query({ city: 'izmir', genre: 'jazz' }))),
    ],
    [
      'gigs list: dates + fee',
      () =>
        listGigsForPage(parseGigListQuery(query({ from: day(7), to: day(60), minFee: '3000' }))),
    ],
    [
      'gigs list: past, page 5',
      () => listGigsForPage(parseGigListQuery(query({ past: '1', page: '5' }))),
    ],
    ['gig', () => findGigForPage(String(s.gig))],
    ['gig: going count', () => findPublicGoingCount(s.gig)],
    ['shows list', () => listShowsForPage(parseShowListQuery(query({})))],
    ['shows list: city', () => listShowsForPage(parseShowListQuery(query({ city: 'ankara' })))],
    ['show', () => findPublicShow(String(s.show))],
    ['artists list', () => listPublicArtists(parseDirectoryQuery({ page: '1' }))],
    [
      'artists list: city + genre',
      () => listPublicArtists(parseDirectoryQuery({ city: 'izmir', genre: 'jazz', page: '1' })),
    ],
    // Words most bench artists' names hold ("Sahne Sanatçı 12", "… 120", "… 4125"): many match.
    [
      'artists list: name search',
      () => listPublicArtists(parseDirectoryQuery({ q: 'sanatçı 12', page: '1' })),
    ],
    // A name as a visitor types it looking for one act (a demo artist, at every factor).
    [
      'artists list: a name',
      () => listPublicArtists(parseDirectoryQuery({ q: 'Deniz Yıldız', page: '1' })),
    ],
    ['artists list: page 20', () => listPublicArtists(parseDirectoryQuery({ page: '20' }))],
    ['artist', () => findPublicArtist(s.artist, 'tr')],
    ['artist: reviews', () => listProfileReviews('artists', s.artist, 1)],
    ['venues list', () => listPublicVenues(parseDirectoryQuery({ page: '1' }))],
    [
      'venues list: city',
      () => listPublicVenues(parseDirectoryQuery({ city: 'izmir', page: '1' })),
    ],
    ['venue', () => findPublicVenue(s.venue, 'tr')],
    ['venue: reviews', () => listProfileReviews('venues', s.venue, 1)],
    ['artist dashboard: applications', () => listMyApplications(payload, s.artistUser)],
    ['artist dashboard: bookings', () => listMyBookings(payload, s.artistUser)],
    ['organizer dashboard: applications', () => listMyApplications(payload, s.organizer)],
    ['organizer dashboard: bookings', () => listMyBookings(payload, s.organizer)],
    ['organizer dashboard: gigs with counts', () => listMyGigsWithCounts(payload, s.organizer)],
    ['fan dashboard: following', () => listFollowing(payload, s.fan)],
    ['fan dashboard: followed gigs', () => listFollowedArtistsGigs(payload, s.fan)],
    ['fan dashboard: going', () => listMyGoing(payload, s.fan)],
  ] as [string, () => Promise<unknown>][]
}

type Read = [string, () => Promise<unknown>]

/** What a read issues, once its answer is checked: its statements' count, plans and scans. */
type Measure = (read: Read) => Promise<Omit<ReadResult, 'name' | 'p50' | 'p95'>>

/** Messages between scaleBench (the parent) and this process in `--paired` mode. */
export type PairedRequest =
  { type: 'warm'; name: string } | { type: 'time'; name: string } | { type: 'end' }
export type PairedReply =
  | {
      type: 'ready'
      factor: number
      loadMs: number
      counts: Record<string, number>
      names: string[]
    }
  | { type: 'warmed'; result: Omit<ReadResult, 'p50' | 'p95'> }
  | { type: 'timed'; ms: number }
  | { type: 'ended' }

/**
 * `--paired`: the parent times this factor's reads round by round, in turn with the other
 * factor's process, so both sizes are measured under the same load on the machine. This process
 * answers one request at a time: warm a read up (check its answer, record and explain its
 * statements), time one run of it, or end.
 */
async function servePaired(
  ready: Omit<Extract<PairedReply, { type: 'ready' }>, 'type' | 'names'>,
  reads: Read[],
  measure: Measure,
) {
  const send = (reply: PairedReply) => process.send!(reply)
  const byName = new Map(reads)
  await new Promise<void>((resolve, reject) => {
    process.on('message', (request: PairedRequest) => {
      const answer = async () => {
        if (request.type === 'end') return resolve()
        const run = byName.get(request.name)
        if (!run) throw new Error(`no read ${request.name}`)
        if (request.type === 'warm')
          return send({
            type: 'warmed',
            result: { name: request.name, ...(await measure([request.name, run])) },
          })
        const started = performance.now()
        await run()
        send({ type: 'timed', ms: performance.now() - started })
      }
      answer().catch(reject)
    })
    send({ type: 'ready', ...ready, names: reads.map(([name]) => name) })
  })
}

async function main() {
  const factor = Number(flag('factor') ?? 1)
  const rounds = Number(flag('rounds') ?? 20)
  const database = flag('database') ?? `sahne_bench_scale_${factor}`
  const only = flag('only')
  const db = await prepareDatabase({ database, fresh: process.argv.includes('--fresh') })
  const payload = await loadPayload()
  try {
    await migrateDatabase(payload)
    if (await isDatabaseEmpty(payload)) await seed(payload)
    const loadMs = await loadMarket(payload, factor)
    const counts = await marketCounts(payload)
    console.log(`Loaded in ${(loadMs / 1000).toFixed(1)} s:`, counts)
    const sizes = await tableSizes(payload)
    const recorder = statementRecorder(payload)
    const reads = readsOf(payload, await subjects(payload)).filter(
      ([name]) => !only || name.includes(only),
    )
    const measure: Measure = async ([name, run]) => {
      const answer = await run()
      if (answer == null || (answer as { status?: string }).status === 'failed')
        throw new Error(`${name}: no answer (${JSON.stringify(answer)})`)
      const statements = await recorder.during(run)
      const { plans, scans } = await explain(payload, statements, sizes)
      return { statements: statements.length, seqScans: scans, plans }
    }
    if (process.argv.includes('--paired')) {
      await servePaired({ factor, loadMs, counts }, reads, measure)
      process.send!({ type: 'ended' } satisfies PairedReply)
      return
    }
    const results: ReadResult[] = []
    for (const read of reads) {
      const issued = await measure(read)
      const times: number[] = []
      for (let i = 0; i < rounds; i++) {
        const started = performance.now()
        await read[1]()
        times.push(performance.now() - started)
      }
      const result = {
        name: read[0],
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        ...issued,
      }
      results.push(result)
      console.log(
        `  ${result.name.padEnd(40)} ${result.p50.toFixed(1).padStart(8)} ${result.p95.toFixed(1).padStart(8)} ms  ${result.statements} statements${result.seqScans.length ? `  seq scan: ${result.seqScans.map((x) => x.table).join(', ')}` : ''}`,
      )
    }
    const result: ScaleResult = { factor, loadMs, counts, reads: results }
    const out = flag('out')
    if (out) await writeFile(out, JSON.stringify(result, null, 2))
  } finally {
    await closePayload(payload)
    await db.stop()
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
