/**
 * `npm run bench -- --scale [--factor 100] [--rounds 20] [--fresh]`: a market `--factor` times
 * the demo-sized one reads as fast. Runs scaleTiming.ts twice, each in its own database on the
 * configured server (the embedded one under .data/ when DATABASE_URL is unset):
 * `sahne_bench_scale_1` at factor 1, then `sahne_bench_scale_<factor>`, each topped up by the
 * loader (`--fresh` drops them first, to time a whole load). Prints every read's p50 on both, the
 * ratio and PASS when it is at most 1.5, and the sequential scans on big tables the larger run's
 * statements plan; writes every statement's plan to .data/bench-scale-plans.txt.
 */
import { spawnSync } from 'node:child_process'
import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { dataDir } from '../../../src/server/platform'
import type { ScaleResult } from './scaleTiming'

const MAX_RATIO = 1.5

function runAt(factor: number, out: string, passOn: string[]) {
  const { status } = spawnSync(
    'npx',
    [
      'tsx',
      'scripts/bench/scale/scaleTiming.ts',
      '--factor',
      String(factor),
      '--out',
      out,
      ...passOn,
    ],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        NODE_OPTIONS: '--no-deprecation --import=./scripts/serverOnly/register.mjs',
      },
    },
  )
  if (status !== 0) throw new Error(`the run at factor ${factor} failed`)
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
  const dir = await mkdtemp(path.join(tmpdir(), 'sahne-scale-'))
  const passOn = ['--rounds', String(rounds), ...(fresh ? ['--fresh'] : [])]
  runAt(1, path.join(dir, 'small.json'), passOn)
  runAt(factor, path.join(dir, 'big.json'), passOn)
  const [small, big] = await Promise.all(
    ['small.json', 'big.json'].map(
      async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as ScaleResult,
    ),
  )
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
