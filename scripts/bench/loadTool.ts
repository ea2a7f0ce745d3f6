import { execFile, spawn } from 'node:child_process'
import { loadavg } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { binPath } from './binPath'

const run = promisify(execFile)

export type LoadResult = { rps: number; p50: number; p99: number; errors: number }

/** The settings: 1 thread, 10 connections, gzip accepted, `seconds` long. */
export async function measure(url: string, seconds: number): Promise<LoadResult> {
  return (await hasWrk()) ? measureWithWrk(url, seconds) : measureWithAutocannon(url, seconds)
}

let wrkFound: boolean | undefined
async function hasWrk() {
  wrkFound ??= await run('wrk', ['--version']).then(
    () => true,
    // wrk prints its version and exits 1; only a missing binary throws ENOENT.
    (error: NodeJS.ErrnoException) => error.code !== 'ENOENT',
  )
  return wrkFound
}

const MS_PER_UNIT: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 }
const toMs = (value: string, unit: string) => Number(value) * MS_PER_UNIT[unit]

async function measureWithWrk(url: string, seconds: number): Promise<LoadResult> {
  const args = ['-t1', '-c10', `-d${seconds}s`, '--latency', '-H', 'Accept-Encoding: gzip', url]
  const { stdout } = await run('wrk', args)
  const latency = (p: string) => {
    const match = stdout.match(new RegExp(`^\\s*${p}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm'))
    return match ? toMs(match[1], match[2]) : NaN
  }
  const errors = Number(stdout.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0)
  const socket = stdout.match(
    /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/,
  )
  return {
    rps: Number(stdout.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? NaN),
    p50: latency('50'),
    p99: latency('99'),
    errors: errors + (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
  }
}

/** Without wrk: autocannon (a devDependency, from node_modules), same settings. */
async function measureWithAutocannon(url: string, seconds: number): Promise<LoadResult> {
  const args = ['--json', '-c', '10', '-d', String(seconds)]
  const { stdout } = await run(
    binPath('autocannon'),
    [...args, '-H', 'Accept-Encoding=gzip', url],
    {
      maxBuffer: 16 * 1024 * 1024,
    },
  )
  const result = JSON.parse(stdout)
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
  }
}

export type LoadTotals = { requests: number; errors: number; loadAverage: number }

/**
 * Load on this machine while something else is measured: `connections` connections kept busy
 * against each of `urls` by a separate process (backgroundLoad.mjs, autocannon) until `stop()`,
 * which answers how many requests it made and the one-minute load average at that moment.
 */
export function startBackgroundLoad(urls: string[], connections = 10) {
  const child = spawn(process.execPath, [
    path.resolve('scripts/bench/backgroundLoad.mjs'),
    String(connections),
    ...urls,
  ])
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return {
    async stop(): Promise<LoadTotals> {
      const loadAverage = loadavg()[0]
      child.kill('SIGTERM')
      await exited
      const totals = JSON.parse(output.trim() || '{"requests":0,"errors":0}')
      return { ...totals, loadAverage }
    },
  }
}
