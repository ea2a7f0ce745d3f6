/**
 * `npm run bench -- --stack`: the production stack's run. Starts `npm run stack` (a built checkout), takes
 * each target's bytes through the front, writes them as static files under public/ and restarts
 * the stack (an instance lists public/ once at start), then measures each target beside its twin
 * through the same Varnish, the market lists straight to instance A, and the freshness of a
 * write through instance A as read through the front and instance B.
 */
import { type ChildProcess, spawn } from 'node:child_process'

import { type LoadResult, measure } from './loadTool'
import { percentile } from './percentile'
import { printTable, type Row } from './report'
import { directMarketLists, marketTargets } from './stackTargets'
import { freshness } from './freshness'
import { removeStaticTwins, writeStaticTwins } from './staticTwins'
import { discoverTargets, type Target } from './targets'

const port = (name: string, fallback: string) => process.env[name] || fallback
const FRONT = `http://127.0.0.1:${port('STACK_PORT', '8080')}`
const [A, B] = port('STACK_APP_PORTS', '3101,3102')
  .split(',')
  .map((p) => `http://127.0.0.1:${p.trim()}`)

function startStack(): Promise<ChildProcess> {
  const child = spawn('npx', ['tsx', 'scripts/stack.ts'], {
    // The freshness rounds post 100 comments, 200 gig writes and 100 profile saves from one address.
    env: {
      RATE_LIMIT_COMMENTS: '1000/60',
      RATE_LIMIT_GIGS: '1000/60',
      RATE_LIMIT_PROFILE: '1000/60',
      ...process.env,
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  })
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('[stack] ready')) resolve(child)
    })
    child.on('exit', (code) => reject(new Error(`npm run stack exited with ${code}`)))
  })
}

/** Ctrl-C to the stack's process group; resolves once every process of the group is gone. */
async function stopStack(child: ChildProcess) {
  const alive = () => {
    try {
      process.kill(-child.pid!, 0)
      return true
    } catch {
      return false
    }
  }
  if (alive()) process.kill(-child.pid!, 'SIGINT')
  while (alive()) await new Promise((resolve) => setTimeout(resolve, 200))
}

const median = (values: number[]) => percentile(values, 50)

/**
 * Target and twin measured in turn, `PAIRS` times for `seconds / PAIRS` each, and each side's
 * run with the median rate kept: tens of thousands of answers a second on two cores shared by
 * wrk, Varnish and the rest swing with whatever else runs, and in turn both sides see the same.
 */
const PAIRS = 3
const turnSeconds = (seconds: number) => Math.max(1, Math.round(seconds / PAIRS))
async function measurePair(live: string, file: string, seconds: number) {
  const runs = { live: [] as LoadResult[], file: [] as LoadResult[] }
  const turn = turnSeconds(seconds)
  for (let i = 0; i < PAIRS; i++) {
    runs.live.push(await measure(live, turn))
    runs.file.push(await measure(file, turn))
  }
  const pick = (all: LoadResult[]) => {
    const rate = median(all.map((run) => run.rps))
    const kept = all.find((run) => run.rps === rate)!
    return { ...kept, errors: all.reduce((sum, run) => sum + run.errors, 0) }
  }
  return { live: pick(runs.live), file: pick(runs.file) }
}

async function measureRows(targets: Target[], files: string[], base: string, seconds: number) {
  const rows: Row[] = []
  for (const [i, target] of targets.entries()) {
    await fetch(new URL(target.path, base)).catch(() => {})
    await fetch(new URL(files[i], base)).catch(() => {})
    const pair = await measurePair(
      new URL(target.path, base).href,
      new URL(files[i], base).href,
      seconds,
    )
    rows.push({ target, ...pair })
    process.stderr.write('.')
  }
  return rows
}

async function measureFreshness(rounds: number) {
  console.log(
    `\nFreshness, each write through instance A, ${rounds} rounds (stale reads right after its answer), quiet, then loaded (both instances answering other pages meanwhile):\n`,
  )
  const load = await freshness({ a: A, front: FRONT, b: B }, rounds, (phase, result) => {
    const { name, front, b, a, write } = result
    console.log(
      `- ${phase}, ${name}: stale through Varnish ${front}, through instance B ${b}, through instance A ${a}; ` +
        `write answered in ${write.p50} ms (p50), ${write.p90} ms (p90), ${write.max} ms (max)`,
    )
  })
  console.log(
    `\nThe load meanwhile: ${load.requests} requests (${load.errors} errors), load average ${load.loadAverage.toFixed(1)} at its end`,
  )
}

/** `freshnessOnly`: the freshness rounds alone, without the static twins and the load runs. */
export async function stackBench(seconds: number, rounds: number, freshnessOnly = false) {
  let stack = await startStack()
  try {
    if (freshnessOnly) return await measureFreshness(rounds)
    const viaFront = [...(await discoverTargets(FRONT)), ...(await marketTargets(FRONT))].map(
      (target) => ({ ...target, goal: 0.9 }),
    )
    const direct = directMarketLists()
    const all = [...viaFront, ...direct]
    const files = await writeStaticTwins(FRONT, all)
    await stopStack(stack)
    stack = await startStack()

    const frontRows = await measureRows(viaFront, files.slice(0, viaFront.length), FRONT, seconds)
    const directRows = await measureRows(direct, files.slice(viaFront.length), A, seconds)
    console.log(
      `\n${PAIRS} turns of ${turnSeconds(seconds)} s each, in turn with the twin (the median turn kept), 1 thread, 10 connections, Accept-Encoding: gzip`,
    )
    console.log(`\nThrough Varnish (${FRONT}), each beside its static twin through Varnish:\n`)
    printTable(frontRows)
    console.log(`\nStraight to instance A (${A}), no front:\n`)
    printTable(directRows)
    await measureFreshness(rounds)
  } finally {
    await stopStack(stack)
    await removeStaticTwins()
  }
}
