import { type ChildProcess, spawn } from 'node:child_process'

import getPort from 'get-port'

import { waitForPort } from '../../scripts/stack/waitFor'

/**
 * A throw-away Redis for one test file: Debian's redis-server, as `npm run stack` runs it, on a
 * free loopback port, keeping nothing on disk. Kill `server` when done.
 */
export async function startRedis(): Promise<{ server: ChildProcess; url: string }> {
  const port = await getPort({ host: '127.0.0.1' })
  const server = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'])
  await waitForPort(port, 10_000)
  return { server, url: `redis://127.0.0.1:${port}` }
}
