/**
 * `npm run stack`: the production topology on one machine, from a built checkout (run
 * `npm run build` first; this does not build). Postgres (embedded under .data/ unless
 * DATABASE_URL), migrated and seeded as `npm start` does, Redis (Next's shared data and ISR
 * cache), two `next start` instances on STACK_APP_PORTS (default 3101,3102; the first is
 * "instance A"), STACK_WORKERS jobs workers (default 1), and Varnish in front on STACK_PORT
 * (default 8080). A part that exits is started again (scripts/stack/supervisor.ts) while the
 * others serve; SIGINT or SIGTERM (Ctrl-C) stops every part, Postgres last, within 30 s; SIGHUP
 * replaces the instances one at a time from the current build; SIGUSR2 starts at once a part
 * waiting out its restart back-off. See docs/operations.md.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { prepareDatabase } from './db/prepareDatabase'
import { withoutServerOnlyHook } from './serverOnly/nextServerOptions.mjs'
import { setBackendHealth } from './stack/frontHealth'
import { holdListeningSocket } from './stack/heldSocket'
import { relayWhileDown } from './stack/relay'
import { siteVcl } from './stack/siteVcl'
import { logProbeChanges } from './stack/probeLog'
import { Supervisor } from './stack/supervisor'
import { waitForHttp, waitForPort, waitForStatus } from './stack/waitFor'
import { dataDir } from '../src/server/platform'
import { paymentModeMismatch } from './iyzicoStandin/buildPaymentMode'
import { standInUnlessKeys } from './iyzicoStandin/standInUnlessKeys'

const ports = (value: string | undefined, fallback: string) =>
  (value || fallback).split(',').map((port) => Number(port.trim()))

const [frontPort] = ports(process.env.STACK_PORT, '8080')
const appPorts = ports(process.env.STACK_APP_PORTS, '3101,3102')
const [redisPort] = ports(process.env.STACK_REDIS_PORT, '6389')
const workerCount = Math.max(1, Number(process.env.STACK_WORKERS) || 1)
const [workerMetricsPort] = ports(process.env.STACK_WORKER_METRICS_PORT, '9471')
const stackDir = path.join(dataDir(), 'stack')
const varnishDir = path.join(stackDir, 'varnish')
const vclFile = path.join(stackDir, 'sahne-site.vcl')
/** How long the front keeps an idle connection to an instance (Varnish's default). */
const BACKEND_IDLE_S = 60
/**
 * Threads the front keeps ready in each of its two pools (Varnish's default is 100). A request
 * passed to an instance holds two threads while it waits (the client's and the fetch's), and an
 * on-sale's moment brings a couple of thousand such requests within a second: the front then
 * created about 3,500 threads at that moment while the requests queued for them (varnishstat:
 * `sess_queued` 2,000, `thread_queue_len` near 600), on a machine already short of CPU. Started
 * with the front, they cost memory only (each thread's stack and workspace, mostly untouched).
 */
const FRONT_THREADS_PER_POOL = 2000
/** Every part, Postgres included, is down this long after SIGINT/SIGTERM at the latest. */
const STOP_DEADLINE_MS = 30_000
const instanceName = (i: number) => `instance ${String.fromCharCode(65 + i)}`
const supervisor = new Supervisor(undefined, {
  onCrash: (name) => {
    const i = appPorts.findIndex((_, j) => instanceName(j) === name)
    if (i >= 0) void outOfFrontUntilReady(i)
  },
})

let stopDatabase = async () => {}
let stopStandIn = async () => {}
let stopProbeLog = () => {}
let stopping = false
async function stop(code: number) {
  if (stopping) return
  stopping = true
  console.log('[stack] stopping every part')
  // Whatever hangs, the stack is gone by the deadline: the parts get SIGKILL 5 s before it.
  setTimeout(() => {
    console.error('[stack] not stopped in time: exiting')
    process.exit(code || 1)
  }, STOP_DEADLINE_MS).unref()
  // The instances drain and the workers end their round first, with Redis and Varnish still up.
  await supervisor.stopAll(
    STOP_DEADLINE_MS - 10_000,
    (name) => !['redis', 'varnish'].includes(name),
  )
  stopProbeLog()
  await stopStandIn().catch(() => {})
  await stopDatabase().catch((error) => console.error('[stack] stopping postgres:', error))
  console.log('[stack] stopped')
  process.exit(code)
}

function buildId(): string {
  try {
    return readFileSync('.next/BUILD_ID', 'utf8').trim()
  } catch {
    throw new Error('No build in .next/: run `npm run build` first (the stack does not build).')
  }
}

/**
 * Resolves once the front's probes count every instance healthy (two good probes each) and keep
 * doing so for `steadyMs`: an instance just back in that fails its next probes (a cold process
 * answering its first requests on a loaded machine) is out again after two, and the roll must not
 * take the other one out meanwhile.
 */
async function frontSeesEveryInstance({ timeoutMs = 60_000, steadyMs = 0 } = {}) {
  const deadline = Date.now() + timeoutMs
  let healthySince: number | null = null
  for (;;) {
    const list = spawnSync('varnishadm', ['-n', varnishDir, 'backend.list'], { encoding: 'utf8' })
    const backends = list.stdout.split('\n').filter((line) => /\bapp\d+\b/.test(line))
    const healthy =
      list.status === 0 && backends.length >= appPorts.length && !/sick/i.test(backends.join())
    healthySince = healthy ? (healthySince ?? Date.now()) : null
    if (healthySince !== null && Date.now() - healthySince >= steadyMs) return
    if (Date.now() > deadline)
      throw new Error(`the front does not see every instance:\n${list.stdout}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

const instanceReady = (port: number) => waitForStatus(`http://127.0.0.1:${port}/api/ready`, 200)

/**
 * The pages and answers most asked for, each fetched once from a new instance before the front
 * sends it anything: a process loads a route's code on its first request, and on a busy machine
 * those first loads together delayed its readiness answers past the probe's timeout.
 */
const WARM_PATHS = ['/', '/en', '/gigler', '/en/artists', '/blog', '/api/venues', '/api/health']
async function warm(port: number) {
  for (const path of WARM_PATHS) {
    await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(30_000) }).then(
      (response) => response.arrayBuffer(),
      () => undefined,
    )
  }
}

/** Each instance's latest turn out of the front: an older turn never hands it back. */
const outTurns = appPorts.map(() => 0)

/**
 * Takes instance `i` out of the front at once: its probe needs two failed checks, about a second,
 * during which writes reached a dead or draining process. Returns the turn `handBack` needs.
 */
async function takeOut(i: number): Promise<number> {
  const turn = ++outTurns[i]
  if (await setBackendHealth(varnishDir, `app${i}`, 'sick'))
    console.log(`[stack] ${instanceName(i)} taken out of the front`)
  return turn
}

/** Lets the probe decide about instance `i` again, unless it was taken out again since `turn`. */
async function handBack(i: number, turn: number) {
  if (turn !== outTurns[i] || stopping) return
  if (await setBackendHealth(varnishDir, `app${i}`, 'auto'))
    console.log(`[stack] ${instanceName(i)} handed back to its probe`)
}

/** Each instance's listening socket, held by the stack (scripts/stack/heldSocket.ts). */
let heldSockets: number[] = []
/** The instances that crashed and whose replacement is not ready yet. */
const down = new Set<number>()

/**
 * A crashed instance: out of the front now, back once the one started in its place is ready.
 * Meanwhile the connections that reach its socket (sent before the front took it out) are
 * relayed to a live instance, if one is left.
 */
async function outOfFrontUntilReady(i: number) {
  down.add(i)
  const live = appPorts.findIndex((_, j) => j !== i && !down.has(j))
  const relay = live >= 0 ? relayWhileDown(heldSockets[i]!, appPorts[live]!) : null
  const turn = await takeOut(i)
  await instanceReady(appPorts[i]).catch((error) =>
    console.error(`[stack] ${instanceName(i)}:`, error),
  )
  relay?.stop()
  await warm(appPorts[i])
  down.delete(i)
  await handBack(i, turn)
}

/**
 * SIGHUP: each instance in turn drains and exits, and a new one starts from the build now in
 * .next/; the next one goes only once the new one is ready and the front's probe has seen it
 * (its probes count it healthy again). Then the front takes the new build id (its keys change, so
 * it starts empty) and Redis is flushed (no page of the old build is served by the new one).
 */
let rolling = false
async function roll() {
  if (rolling || stopping) return
  rolling = true
  try {
    const build = buildId()
    console.log(`[stack] rolling the instances onto build ${build}`)
    for (const [i, port] of appPorts.entries()) {
      // Never out while another is: an instance started again after a crash, or the one this
      // roll just replaced, counts only once the front's probes kept it in for three seconds.
      await frontSeesEveryInstance({ steadyMs: 3000 })
      // Out of the front before it is told to drain, back to its probe once the new one is ready.
      const turn = await takeOut(i)
      await supervisor.replace(instanceName(i), async () => {
        await instanceReady(port)
        await warm(port)
        await handBack(i, turn)
        await frontSeesEveryInstance({ steadyMs: 3000 })
      })
      console.log(`[stack] ${instanceName(i)} replaced`)
    }
    await writeFile(vclFile, siteVcl({ appPorts, buildId: build }))
    const label = `sahne_${Date.now()}`
    const admin = (...args: string[]) =>
      spawnSync('varnishadm', ['-n', varnishDir, ...args], { stdio: 'inherit' })
    if (
      admin('vcl.load', label, path.resolve('deploy/varnish/sahne.vcl')).status !== 0 ||
      admin('vcl.use', label).status !== 0
    )
      console.error('[stack] the front kept its VCL: loading the new one failed')
    spawnSync('redis-cli', ['-p', String(redisPort), 'flushall'], { stdio: 'ignore' })
    console.log('[stack] rolled: every instance runs the current build')
  } catch (error) {
    console.error('[stack] the roll stopped:', error)
  } finally {
    rolling = false
  }
}

async function main() {
  const build = buildId()
  process.on('SIGINT', () => void stop(0))
  process.on('SIGTERM', () => void stop(0))
  process.on('SIGHUP', () => void roll())
  // SIGUSR2: start now what waits out its restart back-off (Redis is back, say).
  process.on('SIGUSR2', () => {
    const started = supervisor.startWaiting()
    console.log(`[stack] started now: ${started.join(', ') || 'nothing was waiting'}`)
  })

  const db = await prepareDatabase()
  stopDatabase = db.stop
  console.log(`[stack] postgres    ${db.url.replace(/\/\/[^@]*@/, '//')}`)
  // Migrations and the first-start seed, as `npm start` runs them.
  const seeded = spawnSync('npx', ['tsx', 'scripts/with-db.ts'], { stdio: 'inherit' })
  if (seeded.status !== 0) throw new Error('migrating or seeding the database failed')

  await mkdir(stackDir, { recursive: true })
  supervisor.start({
    name: 'redis',
    command: 'redis-server',
    args: [
      ...['--port', String(redisPort), '--bind', '127.0.0.1', '--daemonize', 'no'],
      ...['--save', '', '--appendonly', 'no', '--dir', stackDir],
    ],
  })
  await waitForPort(redisPort)
  // A new build must not read the old build's pages: the cache starts empty.
  spawnSync('redis-cli', ['-p', String(redisPort), 'flushall'], { stdio: 'ignore' })
  console.log(`[stack] redis       redis://127.0.0.1:${redisPort}`)

  const front = `http://127.0.0.1:${frontPort}`
  // The instances and the worker pay through the local stand-in unless real keys are set; its
  // payment notifications come in through the front, as iyzico's would.
  process.env.IYZICO_STANDIN_NOTIFY_URL ??= `${front}/api/payments/notify`
  stopStandIn = await standInUnlessKeys('stack')
  const mismatch = await paymentModeMismatch('stack')
  if (mismatch) console.warn(mismatch)
  // Production seals calendar addresses only with a key: a local stack gets a fixed one unless given one.
  process.env.CALENDAR_ENCRYPTION_KEY ??= 'stack-calendar-encryption-key'
  // The observing preload next to last: it sees each request first (its id, its timing,
  // /api/metrics) but the front's probe, which the readiness preload answers before it. The
  // preload answering routes before Next's router is the innermost: each request it takes has
  // been forwarded, counted and observed as one Next serves.
  const preloads = [
    'scripts/before-next.cjs',
    'scripts/held-socket.cjs',
    'scripts/forward-socket-address.cjs',
    'scripts/drain.cjs',
    'scripts/observe.cjs',
    'scripts/ready.cjs',
  ]
    .map((file) => `--require "${path.resolve(file)}"`)
    .join(' ')
  const appEnv = {
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    VARNISH_URL: `${front}/`,
    JOBS_AUTORUN: 'off',
    // Forwarded addresses count only when Varnish (this machine) sent them.
    TRUST_PROXY: '1',
    TRUST_PROXY_FROM: '127.0.0.1',
    // The drain preload handles SIGTERM and SIGINT, not Next's own handler.
    NEXT_MANUAL_SIG_HANDLE: '1',
    NODE_OPTIONS: [withoutServerOnlyHook(process.env.NODE_OPTIONS), preloads]
      .filter(Boolean)
      .join(' '),
  }
  const nextBin = path.resolve('node_modules/next/dist/bin/next')
  // An instance keeps an idle connection from the front open longer than the front keeps it
  // (BACKEND_IDLE_S below): the front is always the one to close it. The other way round, a write
  // the front sent on a connection the instance was closing at that moment failed with a 503 (the
  // front never sends a write twice), a few a minute under load.
  // Each instance listens on a socket the stack holds (scripts/stack/heldSocket.ts): while an
  // instance is being replaced, the front's new connections wait for the next one; while one
  // crashed, they are relayed to the other (outOfFrontUntilReady).
  heldSockets = appPorts.map((port) => holdListeningSocket('127.0.0.1', port))
  appPorts.forEach((port, i) =>
    supervisor.start({
      name: instanceName(i),
      command: 'node',
      args: [
        ...[nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'],
        ...['--keepAliveTimeout', String((BACKEND_IDLE_S + 5) * 1000)],
      ],
      env: { ...appEnv, SAHNE_LISTEN_FD: '3', SAHNE_LISTEN_PORT: String(port) },
      fds: [heldSockets[i]!],
    }),
  )
  for (let i = 0; i < workerCount; i++)
    supervisor.start({
      name: workerCount === 1 ? 'worker' : `worker ${i + 1}`,
      command: path.resolve('node_modules/.bin/tsx'),
      args: ['scripts/worker.ts'],
      // The jobs (mail, documents, the clock's sweeps) can wait a moment; the instances' answers
      // cannot: on a machine both share, the instances get the CPU first. At an on-sale's moment
      // the worker wrote the winners' contracts and tickets as PDFs while the holds queued.
      nice: 10,
      // Each worker's metrics on its own port, STACK_WORKER_METRICS_PORT onwards.
      env: {
        WORKER_METRICS_PORT: String(workerMetricsPort + i),
        TRUST_PROXY_FROM: '127.0.0.1',
      },
    })

  await writeFile(vclFile, siteVcl({ appPorts, buildId: build }))
  supervisor.start({
    name: 'varnish',
    command: 'varnishd',
    args: [
      ...['-F', '-a', `127.0.0.1:${frontPort}`, '-n', varnishDir],
      ...['-f', path.resolve('deploy/varnish/sahne.vcl'), '-s', 'malloc,256m'],
      ...['-p', `backend_idle_timeout=${BACKEND_IDLE_S}`],
      ...['-p', `thread_pool_min=${FRONT_THREADS_PER_POOL}`],
      ...['-p', `vcl_path=${stackDir}:${path.resolve('deploy/varnish')}:/usr/share/varnish/vcl`],
    ],
  })

  await Promise.all(
    appPorts.map(async (port, i) => {
      await instanceReady(port)
      console.log(`[stack] ${instanceName(i).padEnd(11)} http://127.0.0.1:${port}`)
    }),
  )
  console.log(
    `[stack] workers     ${workerCount} running the jobs queue; metrics on http://127.0.0.1:${workerMetricsPort}/metrics` +
      (workerCount > 1 ? ` to :${workerMetricsPort + workerCount - 1}` : ''),
  )
  await waitForHttp(`${front}/icon.svg`)
  stopProbeLog = logProbeChanges(varnishDir, (line) =>
    console.log(`[stack] the front's probe: ${line}`),
  )
  await frontSeesEveryInstance()
  console.log(`[stack] varnish     ${front}  <- the site`)
  console.log(
    `[stack] ready (pid ${process.pid}; Ctrl-C stops every part, SIGHUP rolls the instances)`,
  )
}

main().catch((error) => {
  console.error(error)
  void stop(1)
})
