/**
 * `npm run bench -- --scale [--factor 100] [--rounds 20] [--fresh]`: a market `--factor` times
 * the demo-sized one reads as fast. Runs scaleTiming.ts twice at once in `--paired` mode, each in
 * its own database on the configured server (the embedded one under .data/ when DATABASE_URL is
 * unset): `sahne_bench_scale_1` at factor 1 and `sahne_bench_scale_<factor>`, each topped up by
 * the loader (`--fresh` drops them first, to time a whole load), then times every read on both
 * in turn (timePaired). Prints every read's p50 on both, the ratio and PASS when it is at most
 * 1.5, and the sequential scans on big tables the larger run's statements plan; writes every
 * statement's plan to .data/bench-scale-plans.txt.
 */
import { fork, type ChildProcess } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'

import { dataDir } from '../../../src/server/platform'
import { percentile } from '../percentile'
import type { PairedReply, PairedRequest, ReadResult, ScaleResult } from './scaleTiming'

const MAX_RATIO = 1.5

/** One factor's scaleTiming.ts in `--paired` mode, asked one thing at a time. */
class Side {
  private readonly child: ChildProcess
  private waiting: {
    resolve: (reply: PairedReply) => void
    reject: (error: Error) => void
  } | null = null

  constructor(factor: number, passOn: string[]) {
    this.child = fork(
      'scripts/bench/scale/scaleTiming.ts',
      ['--factor', String(factor), '--paired', ...passOn],
      {
        execArgv: ['--import', 'tsx', '--import', './scripts/serverOnly/register.mjs'],
        env: { ...process.env, NODE_OPTIONS: '--no-deprecation' },
      },
    )
    this.child.on('message', (reply: PairedReply) => {
      const waiting = this.waiting
      this.waiting = null
      waiting?.resolve(reply)
    })
    this.child.on('exit', (code) => {
      const waiting = this.waiting
      this.waiting = null
      waiting?.reject(new Error(`the run at factor ${factor} ended (${code})`))
    })
  }

  /** The next reply, after sending `request` if one is given. */
  next<T extends PairedReply['type']>(type: T, request?: PairedRequest) {
    return new Promise<Extract<PairedReply, { type: T }>>((resolve, reject) => {
      this.waiting = {
        resolve: (reply) =>
          reply.type === type
            ? resolve(reply as Extract<PairedReply, { type: T }>)
            : reject(new Error(`expected ${type}, got ${reply.type}`)),
        reject,
      }
      if (request) this.child.send(request)
    })
  }
}

/**
 * Both factors' reads, timed in turn round by round: each read is warmed up (its answer checked,
 * its statements explained) on both databases, then timed `rounds` times on each, the two sizes
 * alternating which goes first. Both sizes are then measured under the same load on the machine:
 * run one after the other, minutes apart, the two sides of a ratio met different loads (up to 2×
 * on a few milliseconds' read), and reads nobody touched moved between pass and fail.
 */
async function timePaired(factor: number, rounds: number, passOn: string[]) {
  // Loaded one after the other: a load is heavy and would slow the other.
  const small = new Side(1, passOn)
  const smallReady = await small.next('ready')
  const big = new Side(factor, passOn)
  const bigReady = await big.next('ready')
  const reads: [ReadResult, ReadResult][] = []
  for (const name of smallReady.names.filter((name) => bigReady.names.includes(name))) {
    const warmed = [
      (await small.next('warmed', { type: 'warm', name })).result,
      (await big.next('warmed', { type: 'warm', name })).result,
    ]
    const times: [number[], number[]] = [[], []]
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 ? [0, 1] : [1, 0]
      for (const side of order)
        times[side]!.push((await [small, big][side]!.next('timed', { type: 'time', name })).ms)
    }
    const [one, other] = [0, 1].map((side) => ({
      ...warmed[side]!,
      p50: percentile(times[side]!, 50),
      p95: percentile(times[side]!, 95),
    }))
    reads.push([one!, other!])
    console.log(
      `  ${name.padEnd(40)} ${one!.p50.toFixed(1).padStart(7)} ${other!.p50.toFixed(1).padStart(7)} ms`,
    )
  }
  await Promise.all([small.next('ended', { type: 'end' }), big.next('ended', { type: 'end' })])
  const result = (ready: typeof smallReady, side: 0 | 1): ScaleResult => ({
    factor: ready.factor,
    loadMs: ready.loadMs,
    counts: ready.counts,
    reads: reads.map((pair) => pair[side]),
  })
  return [result(smallReady, 0), result(bigReady, 1)] as const
}

export async function scaleBench({
  factor,
  rounds,
  fresh,
}: {
  factor: number
  rounds: number
  fresh: boolean
}) {
  const [small, big] = await timePaired(factor, rounds, fresh ? ['--fresh'] : [])
  printReport(small, big)
  const plans = path.join(dataDir(), 'bench-scale-plans.txt')
  await writeFile(
    plans,
    big.reads
      .map((read) => `### ${read.name} (factor ${big.factor})\n\n${read.plans.join('\n\n')}\n`)
      .join('\n'),
  )
  console.log(`Every statement's plan at factor ${big.factor}: ${plans}`)
}

function printReport(small: ScaleResult, big: ScaleResult) {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`
  console.log(
    `\nLoaded: factor ${small.factor} in ${seconds(small.loadMs)}, factor ${big.factor} in ${seconds(big.loadMs)}`,
  )
  for (const [table, rows] of Object.entries(big.counts))
    console.log(
      `  ${table.padEnd(16)} ${String(small.counts[table]).padStart(9)} ${String(rows).padStart(10)}`,
    )
  const at = new Map(small.reads.map((read) => [read.name, read]))
  console.log(
    `\n| Read | ${small.factor}× p50 (ms) | ${big.factor}× p50 (ms) | ${big.factor}× p95 (ms) | Ratio | Verdict | Seq scans at ${big.factor}× |`,
  )
  console.log('|---|---:|---:|---:|---:|---|---|')
  let failed = 0
  for (const read of big.reads) {
    const base = at.get(read.name)
    if (!base) continue
    const ratio = read.p50 / base.p50
    const pass = ratio <= MAX_RATIO && read.seqScans.length === 0
    if (!pass) failed++
    const scans = read.seqScans.map((s) => `${s.table} (${s.rows.toLocaleString('en')})`).join(', ')
    console.log(
      `| ${read.name} | ${base.p50.toFixed(1)} | ${read.p50.toFixed(1)} | ${read.p95.toFixed(1)} | ${ratio.toFixed(2)} | ${pass ? 'PASS' : 'FAIL'} | ${scans || '—'} |`,
    )
  }
  console.log(`\n${big.reads.length - failed} of ${big.reads.length} reads pass.`)
}
