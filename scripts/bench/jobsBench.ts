/**
 * `npm run bench -- --jobs [--mails 300] [--batch 1] [--fans 20000]`: the jobs queue spread over
 * workers, on a throw-away database, against a local SMTP sink (`smtp-server`) that takes 50 ms
 * to accept each message, as a slow relay would.
 *
 * 1. Mail throughput of 1, 2 and 4 workers (`scripts/worker.ts`, as `npm run worker` starts it):
 *    `--mails` sendEmail jobs queued at once; mails per second, and any sent twice or lost.
 *    `--batch` is each worker's `WORKER_BATCH` (jobs it claims and runs side by side); at 1 a
 *    worker sends one mail at a time, so the rate shows what more workers add.
 * 2. The weekly digest for `--fans` opted-in fans in one city with one show that week, run by 4
 *    workers from its scheduled job: the time until every fan's mail reached the sink, and any
 *    fan mailed twice or not at all.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtemp } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'

import getPort from 'get-port'
import { SMTPServer } from 'smtp-server'

import { prepareDatabase } from '../db/prepareDatabase'

type Client = {
  connect: () => Promise<void>
  query: (sql: string, values?: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>
  end: () => Promise<void>
}
const pg = createRequire(import.meta.url)('pg') as { Client: new (url: string) => Client }

const SINK_DELAY_MS = 50
const FAN_DOMAIN = 'digest-bench.example.com'
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** What the sink accepted: how many times each subject, and each recipient. */
type Received = { subjects: Map<string, number>; recipients: Map<string, number> }
const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1)

function startSink(port: number, received: Received) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let data = ''
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()))
      stream.on('end', () => {
        count(received.subjects, data.match(/^Subject: (.*)$/m)?.[1]?.trim() ?? '?')
        for (const to of session.envelope.rcptTo) count(received.recipients, to.address)
        setTimeout(() => callback(), SINK_DELAY_MS)
      })
    },
  })
  return new Promise<SMTPServer>((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve(server)),
  )
}

/** One worker as `npm run worker` starts it (production, the server-only hook), once it runs. */
function startWorker(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(
    path.resolve('node_modules/.bin/tsx'),
    ['--import', './scripts/serverOnly/register.mjs', 'scripts/worker.ts'],
    {
      env: { ...process.env, NODE_ENV: 'production', NODE_OPTIONS: '--no-deprecation', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  )
  return new Promise((resolve, reject) => {
    let output = ''
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('[worker] running')) resolve(child)
    }
    child.stdout!.on('data', read)
    child.stderr!.on('data', read)
    child.once('exit', (code) => reject(new Error(`worker exited (${code}):\n${output}`)))
  })
}

async function stopWorkers(children: ChildProcess[]) {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve()
          child.once('exit', () => resolve())
          process.kill(-child.pid!, 'SIGTERM')
        }),
    ),
  )
}

/** Waits until `done()` or `limitMs`; answers the seconds it took. */
async function timeUntil(done: () => boolean, started: number, limitMs: number) {
  while (!done() && Date.now() < started + limitMs) await sleep(50)
  return (Date.now() - started) / 1000
}

/** One artist booked for one show in `city` two days from now, and `fans` opted-in fans there. */
async function seedDigest(client: Client, fans: number) {
  await client.query(`
    WITH artist_user AS (
      INSERT INTO users (email, fullname, role) VALUES ('bench-artist@${FAN_DOMAIN}', 'Bench Artist', 'artist')
      RETURNING id),
    artist AS (
      INSERT INTO artists (user_id, name, slug, search_name, city, is_public)
      SELECT id, 'Bench Artist', 'bench-artist', 'bench artist', 'sinop', true FROM artist_user
      RETURNING id),
    gig AS (
      INSERT INTO gigs (title, date, city, status)
      VALUES ('Bench Show', now() + interval '2 days', 'sinop', 'filled') RETURNING id),
    application AS (
      INSERT INTO applications (kind, gig_id, artist_id, state)
      SELECT 'application', gig.id, artist.id, 'accepted' FROM gig, artist RETURNING id, gig_id, artist_id)
    INSERT INTO bookings (application_id, gig_id, artist_id, state)
    SELECT id, gig_id, artist_id, 'confirmed' FROM application`)
  await client.query(
    `INSERT INTO users (email, fullname, role, city, digest, locale)
     SELECT 'fan-' || g || '@${FAN_DOMAIN}', 'Bench Fan ' || g, 'fan', 'sinop', true, 'tr'
       FROM generate_series(1, $1::int) AS g`,
    [fans],
  )
}

export async function jobsBench({
  mails,
  batch,
  fans,
}: {
  mails: number
  batch: number
  fans: number
}): Promise<void> {
  const db = await prepareDatabase({ database: `sahne_bench_jobs_${process.pid}`, fresh: true })
  // The throw-away database's migrations (the launcher, no seed); the workers inherit its URL.
  execFileSync('npx', ['tsx', 'scripts/with-db.ts', '--no-seed'], {
    stdio: 'inherit',
    env: process.env,
  })
  // The workers' own data folder: the bench's holds its running Postgres.
  const workerDir = await mkdtemp(path.join(tmpdir(), 'sahne-bench-jobs-'))
  const client = new pg.Client(db.url)
  await client.connect()
  const port = await getPort()
  const received: Received = { subjects: new Map(), recipients: new Map() }
  const sink = await startSink(port, received)
  const workerEnv = (workerBatch: number) => ({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    WORKER_INTERVAL_MS: '100',
    WORKER_BATCH: String(workerBatch),
    SAHNE_DATA_DIR: workerDir,
  })
  const rows: string[] = []
  let digestRow = ''
  let baseline = 0
  try {
    for (const workers of [1, 2, 4]) {
      const children = await Promise.all(
        Array.from({ length: workers }, () => startWorker(workerEnv(batch))),
      )
      const run = `bench ${workers}w ${Date.now().toString(36)}`
      const subjects = Array.from({ length: mails }, (_, i) => `${run} #${i}`)
      const started = Date.now()
      await client.query(
        `INSERT INTO payload_jobs (input, task_slug, queue, processing, has_error, total_tried)
         SELECT json_build_object('to', 'sink@example.com', 'subject', s, 'text', s,
                                  'html', '<p>' || s || '</p>'),
                'sendEmail', 'default', false, false, 0
           FROM unnest($1::text[]) AS s`,
        [subjects],
      )
      const seconds = await timeUntil(
        () => subjects.every((subject) => received.subjects.has(subject)),
        started,
        300_000,
      )
      // Still polling: a second copy would arrive now if one were to come.
      await sleep(1500)
      await stopWorkers(children)
      const twice = subjects.filter((subject) => (received.subjects.get(subject) ?? 0) > 1).length
      const lost = subjects.filter((subject) => !received.subjects.has(subject)).length
      const rate = mails / seconds
      if (workers === 1) baseline = rate
      rows.push(
        `| ${workers} | ${mails} | ${seconds.toFixed(1)} s | ${rate.toFixed(1)} | ${(rate / baseline).toFixed(2)}× | ${twice} | ${lost} |`,
      )
    }

    if (fans > 0) {
      await seedDigest(client, fans)
      const isFan = (address: string) => address.endsWith(`@${FAN_DOMAIN}`)
      const children = await Promise.all(
        Array.from({ length: 4 }, () => startWorker(workerEnv(20))),
      )
      const started = Date.now()
      // As the Monday schedule queues it: the planning job, which queues the batches.
      await client.query(
        `INSERT INTO payload_jobs (input, task_slug, queue, processing, has_error, total_tried)
         VALUES ('{}'::json, 'sendWeeklyDigest', 'default', false, false, 0)`,
      )
      const mailed = () => [...received.recipients.keys()].filter(isFan).length
      const seconds = await timeUntil(() => mailed() >= fans, started, 1_800_000)
      await sleep(1500)
      await stopWorkers(children)
      const reached = [...received.recipients.entries()].filter(([address]) => isFan(address))
      const twice = reached.filter(([, times]) => times > 1).length
      const { rows: batches } = await client.query(
        `SELECT count(*)::int AS n FROM notice_marks WHERE key LIKE 'digest:%'`,
      )
      digestRow = `| 4 | ${fans} | ${seconds.toFixed(1)} s | ${(reached.length / seconds).toFixed(1)} | ${twice} | ${fans - reached.length} | ${batches[0]?.n} |`
    }
  } finally {
    sink.close()
    await client.end()
    await db.stop()
  }
  console.log(`\nJobs: sendEmail through an SMTP sink taking ${SINK_DELAY_MS} ms a message`)
  console.log(`(each worker claims ${batch} job${batch === 1 ? '' : 's'} at a time)\n`)
  console.log('| workers | mails | time | mails/s | vs 1 | sent twice | lost |')
  console.log('| ------- | ----- | ---- | ------- | ---- | ---------- | ---- |')
  for (const row of rows) console.log(row)
  if (digestRow) {
    console.log(
      '\nThe weekly digest, one city, one show, from its scheduled job to the last mail\n',
    )
    console.log('| workers | fans | time | mails/s | mailed twice | not mailed | notice marks |')
    console.log('| ------- | ---- | ---- | ------- | ------------ | ---------- | ------------ |')
    console.log(digestRow)
  }
}
