/**
 * `npm run bench:floor [-- --lighthouse] [--seconds 5] [--port 4103]`
 *
 * The speed goals measured on the stack alone, with no app code: the bare app of
 * scripts/bench/stackFloor/bareApp.ts (this repo's next, react and react-dom) is installed and
 * built in a temporary folder, served by `next start`, and measured exactly as `npm run bench`
 * measures ours: its page, its route handler and an answer from its proxy beside static files of
 * the same bytes, its first-load JavaScript, and with `--lighthouse` its Lighthouse mobile
 * performance. What this prints is the best any app on this stack can do on this machine. Not
 * part of `npm test`.
 */
import { execFileSync } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { flag } from './bench/flag'
import { FIRST_LOAD_BUDGET_KIB, firstLoadJsKiB } from './bench/firstLoadJs'
import { measure } from './bench/loadTool'
import { startServer } from './bench/ownServer'
import { printTable, type Row } from './bench/report'
import { writeBareApp } from './bench/stackFloor/bareApp'
import { chromiumPath, lighthousePerformance } from './bench/lighthouse'
import type { Target } from './bench/targets'

const TARGETS: Target[] = [
  { name: 'page', path: '/', goal: 0.9, ext: 'html' },
  { name: 'answer', path: '/api/posts', goal: 0.5, ext: 'json' },
  { name: 'proxy answer', path: '/api/from-proxy', goal: 0.5, ext: 'json' },
]

async function main() {
  const seconds = Number(flag('seconds') ?? 5)
  const port = Number(flag('port') ?? 4103)
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sahne-floor-'))
  const npx = (...args: string[]) => execFileSync('npx', args, { cwd: dir, stdio: 'inherit' })
  try {
    await writeBareApp(dir)
    execFileSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' })
    npx('next', 'build')
    const serve = (at: number) =>
      startServer({ args: ['next', 'start', '-p', String(at)], port: at, probe: '/', cwd: dir })

    // next start lists public/ when it starts: fetch the bytes, write the twins, start again
    // (on the next port, so the first server's last moments cannot answer for the second).
    let server = await serve(port)
    const twins = await Promise.all(
      TARGETS.map(async (target, i) => {
        const response = await fetch(new URL(target.path, server.base))
        const file = `/twin-${i}.${target.ext}`
        await writeFile(path.join(dir, 'public', file), Buffer.from(await response.arrayBuffer()))
        return file
      }),
    )
    await server.stop()
    server = await serve(port + 1)
    try {
      const rows: Row[] = []
      for (const [i, target] of TARGETS.entries()) {
        await fetch(new URL(target.path, server.base))
        const live = await measure(new URL(target.path, server.base).href, seconds)
        const file = await measure(new URL(twins[i], server.base).href, seconds)
        rows.push({ target, live, file })
      }
      console.log(`\nBare Next.js app: ${seconds} s each, 1 thread, 10 connections, gzip\n`)
      printTable(rows)
      const kib = await firstLoadJsKiB(server.base, '/')
      const verdict = kib <= FIRST_LOAD_BUDGET_KIB ? 'PASS' : 'FAIL'
      console.log(
        `\nFirst-load JavaScript of / (gzip): ${kib.toFixed(1)} KiB, budget 110: ${verdict}`,
      )
      const chrome = chromiumPath()
      if (process.argv.includes('--lighthouse') && chrome) {
        const score = await lighthousePerformance(`${server.base}/`, chrome, dir)
        console.log(`Lighthouse mobile performance of /: ${score}, goal 95`)
      }
    } finally {
      await server.stop()
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
