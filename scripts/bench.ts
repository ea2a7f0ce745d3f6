/**
 * `npm run bench [-- --url http://localhost:3000] [--posts N] [--seconds 5] [--port 4102]`
 * `npm run bench -- --stack [--seconds 5] [--rounds 50] [--freshness]`: the production stack's run through
 * `npm run stack` (scripts/bench/stackBench.ts; STACK_PORT, STACK_APP_PORTS as for the stack);
 * `--freshness` runs only its freshness rounds, quiet and then loaded.
 * `npm run bench -- --stack --faults [--clients 100] [--seconds 60] [--phases worker,kill,roll,redis,calm]`:
 * the stack under faults (an instance killed, a rolling restart, Redis down, the worker killed
 * during a batch of mails), 100 clients on their own loopback addresses through the front
 * (scripts/bench/faultBench.ts); `--phases calm --clients 200` is the plain load of 200 clients;
 * `--worker-kills N` and `--worker-kill-random` kill the worker N times, at random moments;
 * `--unkeyed`: the writes carry no Idempotency-Key of the client's (the front keys these public ones).
 * `npm run bench -- --onsale [--buyers 2000] [--tickets 500] [--pace people|instant]`: an on-sale
 * through `npm run stack`, each buyer on its own loopback address: oversold never, 5xx, hold times,
 * every ticket sold or back on sale at the end (scripts/bench/onsaleBench.ts); `--pace instant`
 * has the winners pay with no pause a person would take.
 * `npm run bench -- --door [--scans 1000] [--seconds 60] [--phones 4]`: a show's door through
 * `npm run stack`, codes read from several phones at an even pace (scripts/bench/doorBench.ts).
 * `npm run bench -- --availability [--artists 50000] [--blocks 500000]`: the directory's "free on a
 * day" filter timed against the same list without it (scripts/bench/availabilityTiming.ts).
 * `npm run bench -- --scale [--factor 100] [--rounds 20] [--fresh]`: every public read and the
 * dashboards' reads timed uncached on a market `--factor` times the demo-sized one against the
 * same reads at factor 1, each in its own database loaded in bulk SQL, with the plans of the
 * statements they issue (scripts/bench/scale/scaleBench.ts).
 * `npm run bench -- --payments [--bookings 200] [--fault-rate 0.1]`: bookings paid and half refunded
 * while a tenth of the provider calls fail, then the conservation check (scripts/bench/paymentsBench.ts).
 * `npm run bench -- --export [--bookings 100] [--messages 6] [--photos 12]`: "my data" of a venue and
 * an artist with a year of activity, asked for, built and downloaded (scripts/bench/dataExportBench.ts).
 * `npm run bench -- --jobs [--mails 300] [--batch 1] [--fans 20000]`: mail throughput of 1, 2 and 4
 * jobs workers through a slow SMTP sink, and the weekly digest for `--fans` fans
 * (scripts/bench/jobsBench.ts).
 * `npm run bench -- --lighthouse [--url ...] [--runs 3]`: the Lighthouse target
 * (scripts/bench/lighthousePages.ts). `--stack --lighthouse`: both, one after the other, the
 * second against its own `npm start` on `--port` (default 4102) once the stack is down.
 * `npm run bench -- --weight [--url ...]`: each public page's HTML in both languages, raw and
 * gzipped, split into RSC payload, inline CSS, other inline script and markup, against 16 KiB
 * gzipped (scripts/bench/pageWeight.ts).
 * `npm run bench -- --peer-prepare --from <Payload checkout>/templates/website`, then
 * `npm run bench -- --peer [--seconds 5]`: the app's pages and API beside the same kind of answer
 * of Payload's website template built here, each with its own static file (scripts/bench/peer/).
 *
 * The speed measurement: every public target beside a static file of the same bytes, served by
 * the same server in the same run (wrk, else autocannon: 1 thread, 10 connections, gzip). With
 * `--posts N` it first tops the database up to N bulk posts and prints search, list and category
 * times measured in the server (the domain functions timed directly). Not part of `npm test`.
 */
import { spawnSync } from 'node:child_process'

import type { FaultPhase } from './bench/faultBench'
import { flag } from './bench/flag'
import { printFirstLoadJs } from './bench/firstLoadJs'
import { lighthousePages } from './bench/lighthousePages'
import { measure } from './bench/loadTool'
import { startOwnServer } from './bench/ownServer'
import { printTable, type Row } from './bench/report'
import { stackBench } from './bench/stackBench'
import { removeStaticTwins, writeStaticTwins } from './bench/staticTwins'
import { discoverTargets } from './bench/targets'

/** Tops the database up to `posts` bulk posts, then times the reads in the server (a child process). */
function serverReadTimes(posts: number) {
  const run = (args: string[]) => {
    const { status } = spawnSync('npx', args, { stdio: 'inherit' })
    if (status !== 0) throw new Error(`${args.join(' ')} failed`)
  }
  run(['tsx', 'seed/run.ts', '--posts', String(posts)])
  run([
    'tsx',
    'scripts/with-db.ts',
    '--no-seed',
    '--',
    'npx',
    'tsx',
    'scripts/bench/searchTiming.ts',
  ])
}

/**
 * Runs a bench script that loads the app in its own process, in the database `npm run dev` uses
 * (DATABASE_URL, else the embedded one, started for it).
 */
function inItsDatabase(script: string) {
  const { status } = spawnSync(
    'npx',
    [
      'tsx',
      'scripts/with-db.ts',
      '--no-seed',
      '--',
      'npx',
      'tsx',
      script,
      ...process.argv.slice(2),
    ],
    {
      stdio: 'inherit',
      // The domain modules import `server-only`: the resolve hook lets a plain Node process load them.
      env: {
        ...process.env,
        NODE_OPTIONS: '--no-deprecation --import=./scripts/serverOnly/register.mjs',
      },
    },
  )
  if (status !== 0) throw new Error(`${script} failed`)
}

async function main() {
  const runs = Number(flag('runs') ?? 3)
  if (process.argv.includes('--availability'))
    return inItsDatabase('scripts/bench/availabilityTiming.ts')
  if (process.argv.includes('--scale')) {
    const { scaleBench } = await import('./bench/scale/scaleBench')
    return scaleBench({
      factor: Number(flag('factor') ?? 100),
      rounds: Number(flag('rounds') ?? 20),
      fresh: process.argv.includes('--fresh'),
    })
  }
  if (process.argv.includes('--peer') || process.argv.includes('--peer-prepare'))
    return inItsDatabase('scripts/bench/peer/run.ts')
  if (process.argv.includes('--payments')) return inItsDatabase('scripts/bench/paymentsBench.ts')
  if (process.argv.includes('--export')) return inItsDatabase('scripts/bench/dataExportBench.ts')
  if (process.argv.includes('--jobs')) {
    const { jobsBench } = await import('./bench/jobsBench')
    return jobsBench({
      mails: Number(flag('mails') ?? 300),
      batch: Number(flag('batch') ?? 1),
      fans: Number(flag('fans') ?? 20_000),
    })
  }
  if (process.argv.includes('--onsale')) {
    const { onsaleBench } = await import('./bench/onsaleBench')
    return onsaleBench({
      buyers: Number(flag('buyers') ?? 2000),
      tickets: Number(flag('tickets') ?? 500),
      pace: flag('pace') === 'instant' ? 'instant' : 'people',
    })
  }
  if (process.argv.includes('--door')) {
    const { doorBench } = await import('./bench/doorBench')
    return doorBench({
      scans: Number(flag('scans') ?? 1000),
      seconds: Number(flag('seconds') ?? 60),
      phones: Number(flag('phones') ?? 4),
    })
  }
  if (process.argv.includes('--stack') && process.argv.includes('--faults')) {
    const { faultBench } = await import('./bench/faultBench')
    return faultBench({
      clients: Number(flag('clients') ?? 100),
      seconds: Number(flag('seconds') ?? 60),
      phases: (flag('phases') ?? 'worker,kill,roll,redis').split(',') as FaultPhase[],
      rounds: Number(flag('rounds') ?? 10),
      mails: Number(flag('mails') ?? 2000),
      workerSignal: (flag('worker-signal') ?? 'SIGKILL') as NodeJS.Signals,
      workerKills: Number(flag('worker-kills') ?? 1),
      workerKillRandom: process.argv.includes('--worker-kill-random'),
      unkeyed: process.argv.includes('--unkeyed'),
    })
  }
  if (process.argv.includes('--stack')) {
    await stackBench(
      Number(flag('seconds') ?? 5),
      Number(flag('rounds') ?? 50),
      process.argv.includes('--freshness'),
    )
    if (!process.argv.includes('--lighthouse')) return
    // Then Lighthouse against `npm start` alone, once the stack is down (same .data).
    const server = await startOwnServer(Number(flag('port') ?? 4102))
    try {
      return await lighthousePages(server.base, runs)
    } finally {
      await server.stop()
    }
  }
  if (process.argv.includes('--weight')) {
    const { pageWeight } = await import('./bench/pageWeight')
    await pageWeight(flag('url') ?? process.env.BENCH_URL ?? 'http://localhost:3000')
    return
  }
  if (process.argv.includes('--lighthouse')) {
    const url = flag('url') ?? process.env.BENCH_URL ?? 'http://localhost:3000'
    return lighthousePages(url, runs)
  }
  const url = flag('url') ?? process.env.BENCH_URL ?? 'http://localhost:3000'
  const seconds = Number(flag('seconds') ?? 5)
  const posts = flag('posts')
  if (posts) serverReadTimes(Number(posts))

  const targets = await discoverTargets(url)
  const files = await writeStaticTwins(url, targets)
  let server: Awaited<ReturnType<typeof startOwnServer>> | null = null
  try {
    let base = url
    if ((await fetch(new URL(files[0], url))).status !== 200) {
      server = await startOwnServer(Number(flag('port') ?? 4102))
      base = server.base
      console.log(`${url} lists public/ only at start: measuring on a fresh server, ${base}`)
    }
    const rows: Row[] = []
    for (const [i, target] of targets.entries()) {
      // One warm-up request each, so a fresh server's first render is not part of the figure.
      await fetch(new URL(target.path, base)).catch(() => {})
      const live = await measure(new URL(target.path, base).href, seconds)
      const file = await measure(new URL(files[i], base).href, seconds)
      rows.push({ target, live, file })
      process.stderr.write('.')
    }
    console.log(`\n${seconds} s each, 1 thread, 10 connections, Accept-Encoding: gzip\n`)
    printTable(rows)
    const pages = targets.filter((target) => target.ext === 'html').map((target) => target.path)
    await printFirstLoadJs(base, pages)
  } finally {
    await server?.stop()
    await removeStaticTwins()
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    removeStaticTwins().finally(() => process.exit(1))
  },
)
