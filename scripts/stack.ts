/**
 * `npm run stack`: the production topology on one machine, from a built checkout (run
 * `npm run build` first; this does not build). Postgres (embedded under .data/ unless
 * DATABASE_URL), migrated and seeded as `npm start` does, Redis (Next's shared data and ISR
 * cache), two `next start` instances on STACK_APP_PORTS (default 3101,3102; the first is
 * "instance A"), one jobs worker, and Varnish in front on STACK_PORT (default 8080). Every part
 * runs in the foreground of this process group: Ctrl-C stops them all. See deploy/README.md.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { prepareDatabase } from './db/prepareDatabase'
import { withoutServerOnlyHook } from './serverOnly/nextServerOptions.mjs'
import { siteVcl } from './stack/siteVcl'
import { waitForHttp, waitForPort } from './stack/waitFor'
import { dataDir } from '../src/server/platform'
import { standInUnlessKeys } from './iyzicoStandin/standInUnlessKeys'

const ports = (value: string | undefined, fallback: string) =>
  (value || fallback).split(',').map((port) => Number(port.trim()))

const [frontPort] = ports(process.env.STACK_PORT, '8080')
const appPorts = ports(process.env.STACK_APP_PORTS, '3101,3102')
const [redisPort] = ports(process.env.STACK_REDIS_PORT, '6389')
const stackDir = path.join(dataDir(), 'stack')
const children: ChildProcess[] = []
let stopping = false

function start(name: string, command: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  children.push(child)
  child.on('exit', (code, signal) => {
    // On Ctrl-C a part may exit before this process has handled its own SIGINT.
    setTimeout(() => {
      if (stopping) return
      console.error(`[stack] ${name} stopped (${signal ?? code}): stopping the stack`)
      void stop(1)
    }, 200)
  })
  return child
}

let stopDatabase = async () => {}
let stopStandIn = async () => {}
async function stop(code: number) {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  await Promise.all(
    children.map((child) =>
      child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null,
    ),
  )
  await stopStandIn()
  await stopDatabase()
  process.exit(code)
}

function buildId(): string {
  try {
    return readFileSync('.next/BUILD_ID', 'utf8').trim()
  } catch {
    throw new Error('No build in .next/: run `npm run build` first (the stack does not build).')
  }
}

async function main() {
  const build = buildId()
  process.on('SIGINT', () => void stop(0))
  process.on('SIGTERM', () => void stop(0))

  const db = await prepareDatabase()
  stopDatabase = db.stop
  console.log(`[stack] postgres    ${db.url.replace(/\/\/[^@]*@/, '//')}`)
  // Migrations and the first-start seed, as `npm start` runs them.
  const seeded = spawnSync('npx', ['tsx', 'scripts/with-db.ts'], { stdio: 'inherit' })
  if (seeded.status !== 0) throw new Error('migrating or seeding the database failed')

  await mkdir(stackDir, { recursive: true })
  start('redis', 'redis-server', [
    ...['--port', String(redisPort), '--bind', '127.0.0.1', '--daemonize', 'no'],
    ...['--save', '', '--appendonly', 'no', '--dir', stackDir],
  ])
  await waitForPort(redisPort)
  // A new build must not read the old build's pages: the cache starts empty.
  spawnSync('redis-cli', ['-p', String(redisPort), 'flushall'], { stdio: 'ignore' })
  console.log(`[stack] redis       redis://127.0.0.1:${redisPort}`)

  // The instances and the worker pay through the local stand-in unless real keys are set.
  stopStandIn = await standInUnlessKeys('stack')
  const front = `http://127.0.0.1:${frontPort}`
  const preload = `--require "${path.resolve('scripts/forward-socket-address.cjs')}"`
  const appEnv = {
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    VARNISH_URL: `${front}/`,
    JOBS_AUTORUN: 'off',
    // Forwarded addresses count only when Varnish (this machine) sent them.
    TRUST_PROXY: '1',
    TRUST_PROXY_FROM: '127.0.0.1',
    NODE_OPTIONS: [withoutServerOnlyHook(process.env.NODE_OPTIONS), preload]
      .filter(Boolean)
      .join(' '),
  }
  const nextBin = path.resolve('node_modules/next/dist/bin/next')
  appPorts.forEach((port, i) =>
    start(`app ${i}`, 'node', [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], appEnv),
  )
  start('worker', 'npx', ['tsx', 'scripts/worker.ts'])

  const vclFile = path.join(stackDir, 'sahne-site.vcl')
  await writeFile(vclFile, siteVcl({ appPorts, buildId: build }))
  start('varnish', 'varnishd', [
    ...['-F', '-a', `127.0.0.1:${frontPort}`, '-n', path.join(stackDir, 'varnish')],
    ...['-f', path.resolve('deploy/varnish/sahne.vcl'), '-s', 'malloc,256m'],
    ...['-p', `vcl_path=${stackDir}:${path.resolve('deploy/varnish')}:/usr/share/varnish/vcl`],
  ])

  await Promise.all(
    appPorts.map(async (port, i) => {
      await waitForHttp(`http://127.0.0.1:${port}/icon.svg`)
      const name = i === 0 ? 'instance A' : `instance ${String.fromCharCode(65 + i)}`
      console.log(`[stack] ${name.padEnd(11)} http://127.0.0.1:${port}`)
    }),
  )
  console.log('[stack] worker      running the jobs queue')
  await waitForHttp(`${front}/icon.svg`)
  console.log(`[stack] varnish     ${front}  <- the site`)
  console.log('[stack] ready (Ctrl-C stops every part)')
}

main().catch((error) => {
  console.error(error)
  void stop(1)
})
