/**
 * `npm run bench -- --stack --faults [--clients 100] [--seconds 60] [--phases worker,kill,roll,redis]`:
 * the production stack (`npm run stack`, a built checkout) under faults, one phase after the other
 * on one running stack. In every phase but `worker`, `--clients` clients, each from its own
 * loopback address (127.1.x.y, so the front and the rate limits see different clients), keep
 * reading public pages and API answers and subscribing new addresses to the newsletter (one write
 * in ten) through the front for `--seconds`; the fault comes at 15 s:
 *
 * - `kill`: instance B gets SIGKILL; the time until B answers ready again, and until the front
 *   counts it healthy;
 * - `roll`: SIGHUP to the stack (a rolling restart of both instances);
 * - `redis`: Redis gets SIGKILL and is kept down (each restart the stack makes is killed too)
 *   until 25 s, when the stack is told to start it now (SIGUSR2); once it answers again, a profile is saved through instance A and read through
 *   the front and both instances (`--rounds` times): stale reads counted;
 * - `calm`: no fault (with `--clients 200`: the plain load target);
 * - `worker`: 2,000 mails (`--mails`) queued at once to a local SMTP sink (50 ms a message), the
 *   worker killed (SIGKILL, `--worker-signal SIGTERM` for a stop) once a quarter reached the sink
 *   (`--worker-kills N`: N times, evenly spread, each time the worker the stack started again;
 *   `--worker-kill-random`: each kill up to 2 s later, at a random moment, rather than the moment
 *   the count at the sink passes its mark, which is always while mails wait for the sink's answer),
 *   started again by the stack; each recipient's count at the sink. A mail sent twice is split by
 *   where the kill found it: the sink had taken the message and not answered yet (SMTP's own gap:
 *   the server keeps it, the worker never learnt it was accepted), or it had answered.
 *
 * Every answer counts: a 5xx or a connection that failed or timed out is an error; every
 * subscription answered 2xx is looked up in the database afterwards (lost if absent). Each
 * subscription carries an Idempotency-Key of its own (a client does not retry here: every first
 * answer counts), so the front may send it again to the other instance when its instance died
 * with it; answers the app replayed (`Idempotent-Replayed`) are counted.
 */
import { execFileSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import { SMTPServer } from 'smtp-server'

import { type PreparedDatabase, prepareDatabase } from '../db/prepareDatabase'
import { runningPostmaster } from '../db/postmaster'
import { dataDir } from '../../src/server/platform'
import { clientOf, SEEDED, tokenFor } from './freshness/client'
import { profileSaved } from './freshness/profileSaved'
import { staleReads } from './freshness/scenario'
import { pg, Stack, type Pg } from './stackProcess'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const env = (name: string, fallback: string) => process.env[name] || fallback
const FRONT_PORT = Number(env('STACK_PORT', '8080'))
const APP_PORTS = env('STACK_APP_PORTS', '3101,3102')
  .split(',')
  .map((port) => Number(port.trim()))
const REDIS_PORT = Number(env('STACK_REDIS_PORT', '6389'))
const SINK_PORT = Number(env('FAULT_SINK_PORT', String(FRONT_PORT + 4)))
const FAULT_AT_MS = 15_000
const REDIS_BACK_AT_MS = 25_000
const SINK_DELAY_MS = 50
const MAIL_DOMAIN = 'fault-mail.example.com'
const WRITE_DOMAIN = 'fault-write.example.com'
const READS = [
  '/',
  '/en',
  '/gigler',
  '/en/artists',
  '/mekanlar',
  '/blog',
  '/api/gigs',
  '/api/artists',
  '/api/venues',
]

export type FaultPhase = 'worker' | 'kill' | 'roll' | 'redis' | 'calm'

/**
 * The process listening on a TCP port of this machine (ss), or null. An instance's socket is held
 * by the stack's own process too (scripts/stack/heldSocket.ts): that one is never the answer.
 */
function listenerPid(port: number): number | null {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' })
  const pids = [...out.matchAll(/pid=(\d+)/g)].map((m) => Number(m[1]))
  return pids.find((pid) => !isStackProcess(pid)) ?? null
}

const isStackProcess = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('scripts/stack.ts')
  } catch {
    return false
  }
}

/** The innermost process of the stack whose command line matches (tsx runs node as its child). */
function innermost(stack: Stack, pattern: RegExp): number | null {
  const all = stack.processes().filter((p) => pattern.test(p.args))
  const leaf = all.find((p) => !all.some((other) => other.ppid === p.pid))
  return leaf?.pid ?? null
}

async function answers(url: string, status = 200): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
    await response.arrayBuffer()
    return response.status === status
  } catch {
    return false
  }
}

/** True when the front's probes count every instance healthy. */
function frontHealthy(): boolean {
  const varnishDir = path.join(dataDir(), 'stack', 'varnish')
  try {
    const out = execFileSync('varnishadm', ['-n', varnishDir, 'backend.list'], {
      encoding: 'utf8',
    })
    const backends = out.split('\n').filter((line) => /\bapp\d+\b/.test(line))
    return backends.length >= APP_PORTS.length && !/sick/i.test(backends.join())
  } catch {
    return false
  }
}

async function until(done: () => boolean | Promise<boolean>, limitMs: number, stepMs = 100) {
  const deadline = Date.now() + limitMs
  while (Date.now() < deadline) {
    if (await done()) return true
    await sleep(stepMs)
  }
  return false
}

const redisUp = () =>
  (() => {
    try {
      return execFileSync('redis-cli', ['-p', String(REDIS_PORT), 'ping'], {
        encoding: 'utf8',
        timeout: 1000,
      }).includes('PONG')
    } catch {
      return false
    }
  })()

/** Every part serving: both instances ready, the front counting them healthy, Redis answering. */
async function steady() {
  const ok = await until(
    async () =>
      redisUp() &&
      (
        await Promise.all(APP_PORTS.map((port) => answers(`http://127.0.0.1:${port}/api/ready`)))
      ).every(Boolean) &&
      frontHealthy(),
    180_000,
    500,
  )
  if (!ok) throw new Error('the stack did not come back to a steady state')
}

type Tally = {
  requests: number
  reads: number
  writes: number
  status5xx: number
  failed: number
  other: number
  codes: Map<string, number>
  acked: string[]
  /** Writes answered 409: their key was found done without a stored answer (see lostWrites). */
  doneUnanswered: string[]
  /** Writes answered from their key's stored answer (the front sent them twice). */
  replayed: number
  firstErrorAt: number | null
  lastErrorAt: number | null
  /** Errors in each second of the phase. */
  errorsBySecond: Map<number, number>
  /** Each write's send and answer times (ms since the epoch), and whether it failed. */
  writeSpans: { sent: number; answered: number; failed: boolean }[]
}

const newTally = (): Tally => ({
  requests: 0,
  reads: 0,
  writes: 0,
  status5xx: 0,
  failed: 0,
  other: 0,
  codes: new Map(),
  acked: [],
  doneUnanswered: [],
  replayed: 0,
  firstErrorAt: null,
  lastErrorAt: null,
  errorsBySecond: new Map(),
  writeSpans: [],
})

type Answer = { status: number; replayed: boolean } | { error: string }

function send(
  agent: http.Agent,
  method: string,
  urlPath: string,
  body?: string,
  key?: string,
): Promise<Answer> {
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: FRONT_PORT,
        path: urlPath,
        method,
        agent,
        timeout: 30_000,
        headers: {
          'accept-encoding': 'gzip',
          'accept-language': 'tr',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(key ? { 'idempotency-key': key } : {}),
        },
      },
      (response) => {
        response.resume()
        response.once('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            replayed: response.headers['idempotent-replayed'] === 'true',
          }),
        )
        response.once('error', (error) => resolve({ error: error.message }))
      },
    )
    request.once('timeout', () => request.destroy(new Error('timeout')))
    request.once('error', (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? error.message }),
    )
    request.end(body)
  })
}

/** `clients` clients, each on its own loopback address, until `stopAt`. */
async function runClients(
  clients: number,
  stopAt: number,
  tag: string,
  started: number,
  unkeyed: boolean,
) {
  const tally = newTally()
  const note = (key: string) => tally.codes.set(key, (tally.codes.get(key) ?? 0) + 1)
  const error = (key: string) => {
    note(key)
    const at = Date.now() - started
    tally.firstErrorAt ??= at
    tally.lastErrorAt = at
    const second = Math.floor(at / 1000)
    tally.errorsBySecond.set(second, (tally.errorsBySecond.get(second) ?? 0) + 1)
  }
  await Promise.all(
    Array.from({ length: clients }, async (_, i) => {
      const localAddress = `127.1.${Math.floor(i / 250)}.${(i % 250) + 1}`
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress })
      let n = 0
      while (Date.now() < stopAt) {
        n++
        const write = n % 10 === 0
        const email = `${tag}-${i}-${n}@${WRITE_DOMAIN}`
        const sent = Date.now()
        const answer = write
          ? await send(
              agent,
              'POST',
              '/api/subscribe/fan',
              JSON.stringify({ email }),
              unkeyed ? undefined : randomUUID(),
            )
          : await send(agent, 'GET', READS[(i + n) % READS.length])
        tally.requests++
        if (write) tally.writes++
        else tally.reads++
        const method = write ? 'POST' : 'GET'
        if (write) {
          const failed = 'error' in answer || answer.status >= 500
          tally.writeSpans.push({ sent, answered: Date.now(), failed })
        }
        if ('error' in answer) {
          tally.failed++
          error(`${method} ${answer.error}`)
          // A refused connection answers at once: no busy loop against a dead front.
          await sleep(50)
        } else if (answer.status >= 500) {
          tally.status5xx++
          error(`${method} ${answer.status}`)
        } else if (answer.status >= 400) {
          tally.other++
          note(`${method} ${answer.status}`)
          if (write && answer.status === 409) tally.doneUnanswered.push(email)
        } else if (write) {
          tally.acked.push(email)
          if (answer.replayed) tally.replayed++
        }
      }
      agent.destroy()
    }),
  )
  return tally
}

/**
 * Which writes a kill could make fail: those in flight at that moment (sent before it, answered
 * after it, on either instance; the dead one had received some of them) against the failed ones,
 * and whether any failed write was sent after the kill (the dead instance cannot have received
 * that one: another instance should have answered it).
 */
function writesAroundKill(spans: Tally['writeSpans'], killedAt: number): string {
  const inFlight = spans.filter((w) => w.sent < killedAt && w.answered >= killedAt).length
  const failed = spans.filter((w) => w.failed)
  const after = failed.filter((w) => w.sent >= killedAt).length
  const latest = failed.reduce((max, w) => (w.sent < killedAt ? Math.max(max, w.sent) : max), 0)
  return (
    `writes in flight at the kill: ${inFlight} (both instances); failed writes: ${failed.length}, ` +
    `${failed.length - after} sent before the kill` +
    (latest ? ` (the last ${killedAt - latest} ms before)` : '') +
    `, ${after} after it`
  )
}

async function lostWrites(db: Pg, acked: string[]) {
  if (acked.length === 0) return 0
  const { rows } = await db.query(
    'select count(*)::int as n from subscribers where email = any($1::text[])',
    [acked],
  )
  return acked.length - Number(rows[0].n)
}

type Row = {
  phase: string
  requests: number
  status5xx: number
  failed: number
  other: string
  acked: number
  lost: number
  notes: string
}

/** One phase under load: the clients for `seconds`, the fault at 15 s. */
async function loadPhase(
  stack: Stack,
  db: Pg,
  phase: Exclude<FaultPhase, 'worker'>,
  clients: number,
  seconds: number,
  rounds: number,
  unkeyed: boolean,
): Promise<Row> {
  await steady()
  const started = Date.now()
  const stopAt = started + seconds * 1000
  const load = runClients(clients, stopAt, `${phase}${started.toString(36)}`, started, unkeyed)
  const notes: string[] = []
  const at = (ms: number) => sleep(Math.max(0, started + ms - Date.now()))
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`
  let killedAt: number | null = null

  if (phase === 'kill') {
    await at(FAULT_AT_MS)
    const pid = listenerPid(APP_PORTS[1])
    if (!pid) throw new Error('instance B is not listening')
    const killed = Date.now()
    killedAt = killed
    process.kill(pid, 'SIGKILL')
    await until(async () => !(await answers(`http://127.0.0.1:${APP_PORTS[1]}/api/ready`)), 5000)
    await until(() => answers(`http://127.0.0.1:${APP_PORTS[1]}/api/ready`), 120_000, 200)
    const ready = Date.now() - killed
    await until(frontHealthy, 60_000, 200)
    const healthy = Date.now() - killed
    notes.push(
      `B (pid ${pid}) SIGKILL at 15 s: ready again after ${s(ready)}, in the front after ${s(healthy)}`,
    )
  }
  if (phase === 'roll') {
    await at(FAULT_AT_MS)
    const rolled = stack.waitForLine(/\[stack\] rolled/)
    const sent = Date.now()
    process.kill(stack.pid, 'SIGHUP')
    const done = await Promise.race([rolled, sleep(seconds * 1000).then(() => 0)])
    notes.push(
      done
        ? `SIGHUP at 15 s: both instances replaced in ${s(done - sent)}`
        : 'the roll did not end within the phase',
    )
  }
  if (phase === 'redis') {
    await at(FAULT_AT_MS)
    let kills = 0
    while (Date.now() < started + REDIS_BACK_AT_MS) {
      const pid = listenerPid(REDIS_PORT)
      if (pid) {
        process.kill(pid, 'SIGKILL')
        kills++
      }
      await sleep(50)
    }
    // The stack's back-off grew with each kill: it is told to start Redis now, as an operator
    // who brought Redis back would (SIGUSR2), rather than wait up to 10 s more.
    process.kill(stack.pid, 'SIGUSR2')
    await until(redisUp, 60_000, 100)
    const back = Date.now() - started
    notes.push(`Redis SIGKILL at 15 s (${kills} kills until 25 s), answering again at ${s(back)}`)
    // Once it is back: a write through A, read through the front and both instances.
    await sleep(2000)
    const a = `http://127.0.0.1:${APP_PORTS[0]}`
    const b = `http://127.0.0.1:${APP_PORTS[1]}`
    const artist = clientOf(a, await tokenFor(a, ...SEEDED.artist))
    const { stale } = await staleReads(
      { a, b, front: `http://127.0.0.1:${FRONT_PORT}` },
      await profileSaved(artist),
      rounds,
    )
    notes.push(
      `stale reads after it was back (${rounds} profile saves, 2 pages each): front ${stale.front}, B ${stale.b}, A ${stale.a}`,
    )
  }
  const tally = await load
  const lost = await lostWrites(db, tally.acked)
  if (killedAt !== null) notes.push(writesAroundKill(tally.writeSpans, killedAt))
  if (tally.doneUnanswered.length > 0) {
    const absent = await lostWrites(db, tally.doneUnanswered)
    notes.push(
      `${tally.doneUnanswered.length} writes answered 409 (done, answer not stored): ${tally.doneUnanswered.length - absent} of them in the database`,
    )
  }
  if (tally.firstErrorAt !== null)
    notes.push(
      `errors between ${s(tally.firstErrorAt)} and ${s(tally.lastErrorAt!)} (by second: ${[
        ...tally.errorsBySecond.entries(),
      ]
        .map(([second, n]) => `${second} s ×${n}`)
        .join(', ')})`,
    )
  notes.push(`${tally.replayed} writes answered from their key (sent again by the front)`)
  // Of those, the ones whose instance died after the commit, before it stored its answer: the
  // repeat answered them again from the result their transaction stored.
  const { rows: reanswered } = await db.query(
    'select count(*)::int as n from idempotency_keys where reanswered_at >= $1',
    [new Date(started)],
  )
  notes.push(`${reanswered[0].n} of them answered again from their stored result`)
  const codes = [...tally.codes.entries()].map(([code, n]) => `${code} ×${n}`).join(', ')
  if (codes) notes.push(`answers other than 2xx/3xx: ${codes}`)
  return {
    phase: `${phase}, ${clients} clients, ${seconds} s${unkeyed ? ', writes without a key' : ''}`,
    requests: tally.requests,
    status5xx: tally.status5xx,
    failed: tally.failed,
    other: String(tally.other),
    acked: tally.acked.length,
    lost,
    notes: notes.join('; '),
  }
}

/**
 * A sink that takes 50 ms to answer each message of the fault's mails once it has it (a server
 * that keeps what it received, as Postfix has queued a message before it answers); counts each
 * recipient as it receives the message, and knows which ones it has not answered yet.
 */
function startSink(received: Map<string, number>, unanswered: Set<string>) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume()
      stream.on('end', () => {
        let ours = false
        const rcpt = session.envelope.rcptTo.map((to) => to.address)
        for (const to of rcpt) {
          received.set(to, (received.get(to) ?? 0) + 1)
          if (to.endsWith(`@${MAIL_DOMAIN}`)) ours = true
          unanswered.add(to)
        }
        setTimeout(
          () => {
            for (const to of rcpt) unanswered.delete(to)
            callback()
          },
          ours ? SINK_DELAY_MS : 0,
        )
      })
    },
  })
  // A sender that goes away mid-message (the worker killed, the stack stopping) is not the
  // bench's failure: without a listener the error would end the bench before its report.
  server.on('error', (error) => console.error(`[fault] sink: ${error.message}`))
  return new Promise<SMTPServer>((resolve) =>
    server.listen(SINK_PORT, '127.0.0.1', () => resolve(server)),
  )
}

async function workerPhase(
  stack: Stack,
  db: Pg,
  received: Map<string, number>,
  unanswered: Set<string>,
  mails: number,
  signal: NodeJS.Signals,
  kills: number,
  randomKill: boolean,
): Promise<Row> {
  await steady()
  // The mails of the phase alone: the due jobs earlier phases queued (subscription confirmations)
  // go first; scheduled ones waiting for their time do not count.
  const pending = async () =>
    Number(
      (
        await db.query(
          `select count(*)::int as n from payload_jobs
            where completed_at is null and has_error is not true
              and (wait_until is null or wait_until < now())`,
        )
      ).rows[0].n,
    ) === 0
  if (!(await until(pending, 900_000, 1000))) throw new Error('the queue did not empty')
  const tag = Date.now().toString(36)
  const recipients = Array.from({ length: mails }, (_, i) => `m${tag}-${i}@${MAIL_DOMAIN}`)
  const ours = () => recipients.filter((to) => received.has(to)).length
  const started = Date.now()
  await db.query(
    `INSERT INTO payload_jobs (input, task_slug, queue, processing, has_error, total_tried)
     SELECT json_build_object('to', r, 'subject', 'Fault ' || r, 'text', 'Fault mail',
                              'html', '<p>Fault mail</p>'),
            'sendEmail', 'default', false, false, 0
       FROM unnest($1::text[]) AS r`,
    [recipients],
  )
  const killed: string[] = []
  let lastKillAt = 0
  /** The mails the sink had and had not answered when a worker was killed. */
  const inGap = new Set<string>()
  for (let k = 1; k <= kills; k++) {
    // The worker the stack started again has taken over: it sends, so the count goes on.
    const threshold = kills === 1 ? mails / 4 : (mails * k) / (kills + 1)
    await until(() => ours() >= threshold, 600_000, 20)
    if (randomKill) await sleep(Math.random() * 2000)
    const pid = innermost(stack, /scripts\/worker\.ts/)
    if (!pid) throw new Error('no worker process found')
    const sentBefore = ours()
    const waiting = recipients.filter((to) => unanswered.has(to))
    process.kill(pid, signal)
    lastKillAt = Date.now()
    for (const to of waiting) inGap.add(to)
    killed.push(
      `pid ${pid} after ${sentBefore} mails (${((Date.now() - started) / 1000).toFixed(1)} s, ${waiting.length} unanswered at the sink)`,
    )
  }
  const done = await until(() => ours() >= mails, 600_000, 50)
  const seconds = (Date.now() - started) / 1000
  // The killed worker's claimed jobs wait for its lease to lapse; the last mail comes after them.
  const afterKill = ((Date.now() - lastKillAt) / 1000).toFixed(1)
  // A second copy would come now if one were to come: the workers keep polling.
  await sleep(15_000)
  const twiceList = recipients.filter((to) => (received.get(to) ?? 0) > 1)
  const twice = twiceList.length
  const twiceInGap = twiceList.filter((to) => inGap.has(to)).length
  const extra = recipients.reduce((sum, to) => sum + Math.max(0, (received.get(to) ?? 0) - 1), 0)
  const lost = recipients.filter((to) => !received.has(to)).length
  return {
    phase: `worker, ${mails} mails`,
    requests: mails,
    status5xx: 0,
    failed: 0,
    other: '–',
    acked: mails - lost - twice,
    lost,
    notes:
      `worker ${signal} ${kills}×${randomKill ? ' at random moments' : ''} (${killed.join('; ')}); ` +
      `${done ? `all reached the sink in ${seconds.toFixed(1)} s, the last ${afterKill} s after the kill` : 'not all reached the sink'}; ` +
      `sent exactly once ${mails - lost - twice}, more than once ${twice} (${extra} extra copies; ` +
      `${twiceInGap} of them unanswered by the sink at a kill, ${twice - twiceInGap} answered before it), never ${lost}`,
  }
}

async function runPhase(phase: string, run: () => Promise<Row>): Promise<Row> {
  try {
    return await run()
  } catch (error) {
    console.error(`[fault] phase ${phase} failed:`, error)
    const notes = `the phase failed: ${(error as Error).message}`
    return { phase, requests: 0, status5xx: 0, failed: 0, other: '–', acked: 0, lost: 0, notes }
  }
}

export async function faultBench({
  clients,
  seconds,
  phases,
  rounds,
  mails,
  workerSignal,
  workerKills,
  workerKillRandom,
  unkeyed,
}: {
  clients: number
  seconds: number
  phases: FaultPhase[]
  rounds: number
  mails: number
  workerSignal: NodeJS.Signals
  workerKills: number
  workerKillRandom: boolean
  unkeyed: boolean
}) {
  const received = new Map<string, number>()
  const unanswered = new Set<string>()
  const sink = await startSink(received, unanswered)
  const stack = new Stack()
  const logFile = path.join(dataDir(), 'fault-bench-stack.log')
  const rows: Row[] = []
  let database: PreparedDatabase | null = null
  let db: Pg | null = null
  try {
    await stack.start(logFile, {
      // Every client is its own address, but a subscription a tenth of the time is more than
      // a person makes: the limits stay on, raised.
      RATE_LIMIT_SUBSCRIBE: '100000/60',
      RATE_LIMIT_OPTIN_MAIL: '100000/60',
      RATE_LIMIT_PROFILE: '100000/60',
      RATE_LIMIT_LOGIN: '100000/60',
      SMTP_URL: `smtp://127.0.0.1:${SINK_PORT}`,
      STACK_WORKER_METRICS_PORT: env('STACK_WORKER_METRICS_PORT', String(FRONT_PORT + 5)),
    })
    console.log(`[fault] stack ready (pid ${stack.pid}); its output: ${logFile}`)
    // The stack started its database itself (the embedded one under .data/ unless DATABASE_URL),
    // as an operator's `npm run stack` does; the bench joins it to check each acknowledged write.
    database = await prepareDatabase()
    db = new pg.Client(database.url)
    await db.connect()
    for (const phase of phases) {
      console.log(`[fault] phase ${phase}`)
      // A phase that cannot run (no demo accounts for the Redis phase's logins) is reported as
      // such; the others and the stop are still measured.
      const row = await runPhase(phase, () =>
        phase === 'worker'
          ? workerPhase(
              stack,
              db!,
              received,
              unanswered,
              mails,
              workerSignal,
              workerKills,
              workerKillRandom,
            )
          : loadPhase(stack, db!, phase, clients, seconds, rounds, unkeyed),
      )
      rows.push(row)
      console.log(`[fault] ${JSON.stringify(row)}`)
    }
  } finally {
    // The bench leaves the database first: the stack, which started it, stops it last.
    await db?.end()
    await database?.stop()
    const stopping = Date.now()
    await stack.stop()
    const postgres = await runningPostmaster(path.join(dataDir(), 'postgres'))
    rows.push({
      phase: 'stop (SIGINT to the stack)',
      requests: 0,
      status5xx: 0,
      failed: 0,
      other: '–',
      acked: 0,
      lost: 0,
      notes:
        `every part gone in ${((Date.now() - stopping) / 1000).toFixed(1)} s; ` +
        (database?.embedded
          ? `the embedded Postgres ${postgres ? `still running (pid ${postgres.pid})` : 'stopped'}`
          : "Postgres is not the stack's (DATABASE_URL)"),
    })
    sink.close()
  }
  console.log(
    `\nFaults through the front (Varnish, http://127.0.0.1:${FRONT_PORT}): each client on its own loopback address, reads and newsletter subscriptions (1 in 10), the fault at 15 s\n`,
  )
  console.log(
    '| phase | requests | 5xx | failed or cut connections | other 4xx | writes acknowledged (worker: mails sent once) | acknowledged lost | what happened |',
  )
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |')
  for (const r of rows)
    console.log(
      `| ${r.phase} | ${r.requests} | ${r.status5xx} | ${r.failed} | ${r.other} | ${r.acked} | ${r.lost} | ${r.notes} |`,
    )
}
