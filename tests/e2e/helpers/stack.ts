import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'

/** Where the stack the tests start listens (E2E_STACK_PORT and the next two ports past E2E_PORT). */
const e2ePort = Number(process.env.E2E_PORT || 3100)
export const STACK = {
  front: `http://127.0.0.1:${process.env.E2E_STACK_PORT || 8480}`,
  a: `http://127.0.0.1:${e2ePort + 1}`,
  b: `http://127.0.0.1:${e2ePort + 2}`,
  redisPort: process.env.E2E_STACK_REDIS_PORT || '8481',
}

/** The time of day to the millisecond: the stack's lines and the traffic's errors carry it. */
const clock = () => new Date().toISOString().slice(11, 23)

/** The stack's own process (npx and tsx stand between it and the child started here). */
const stackPids = new WeakMap<ChildProcess, number>()

/** Sends `signal` to the stack's own process (SIGHUP: roll the instances). */
export function signalStack(child: ChildProcess, signal: NodeJS.Signals): void {
  process.kill(stackPids.get(child)!, signal)
}

/** `npm run stack` on the e2e database; resolves once it printed that every part is ready. */
export function startStack(): Promise<ChildProcess> {
  const child = spawn('npx', ['tsx', 'scripts/stack.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      STACK_PORT: new URL(STACK.front).port,
      STACK_APP_PORTS: [STACK.a, STACK.b].map((url) => new URL(url).port).join(','),
      STACK_REDIS_PORT: STACK.redisPort,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  })
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk.toString().replace(/^\[stack\]/gm, (tag) => `${clock()} ${tag}`))
      const ready = chunk.toString().match(/\[stack\] ready \(pid (\d+)/)
      if (ready) {
        stackPids.set(child, Number(ready[1]))
        resolve(child)
      }
    })
    child.on('exit', (code) => reject(new Error(`npm run stack exited with ${code}`)))
  })
}

/** Ctrl-C to the stack's process group, as a terminal sends it; resolves once all of it is gone. */
export async function stopStack(child: ChildProcess): Promise<void> {
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

/** A request from another local address (127.0.0.2), as a machine that is not the app's. */
export function requestFrom(
  localAddress: string,
  url: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers, localAddress }, (res) => {
      res.resume()
      resolve(res.statusCode ?? 0)
    })
    req.on('error', reject)
    req.end()
  })
}

/** Resolves once the stack printed `text` (after this call), rejects after `ms`. */
export function stackSays(child: ChildProcess, text: string, ms = 120_000): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => {
      child.stdout!.off('data', read)
      reject(new Error(`the stack did not say "${text}" in ${ms} ms`))
    }, ms)
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      if (!output.includes(text)) return
      clearTimeout(timer)
      child.stdout!.off('data', read)
      resolve()
    }
    child.stdout!.on('data', read)
  })
}

/**
 * The process listening on `port` on this machine (an instance of the stack). The stack's own
 * process holds each instance's socket too (scripts/stack/heldSocket.ts): it is never the answer.
 */
export function listenerPid(port: number): number | null {
  const out = spawnSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' }).stdout
  const pids = [...out.matchAll(/pid=(\d+)/g)].map((m) => Number(m[1]))
  const isStack = (pid: number) => {
    try {
      // The stack and its relay (while an instance is dead) hold the socket too.
      return /scripts\/stack(\.ts|\/relay\.cjs)/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'))
    } catch {
      return false
    }
  }
  return pids.find((pid) => !isStack(pid)) ?? null
}

/**
 * Clients reading (and, with `writes`, subscribing addresses) through the front without pause
 * until stopped: what a visitor would have seen as an error (a 5xx or no answer) is listed.
 */
export function steadyTraffic(base: string, { readers = 4, writes = false } = {}) {
  let running = true
  const errors: string[] = []
  const counts = { reads: 0, writes: 0 }
  const stamp = Date.now().toString(36)
  const check = async (what: string, request: () => Promise<Response>) => {
    try {
      const response = await request()
      const body = await response.text()
      // The page's title or the start of the body tells the front's own error from the app's.
      const said = body.match(/<title>([^<]*)/)?.[1] ?? body.replace(/\s+/g, ' ').slice(0, 80)
      if (response.status >= 500) errors.push(`${clock()} ${what}: ${response.status} ${said}`)
    } catch (error) {
      errors.push(`${clock()} ${what}: ${(error as Error).cause ?? error}`)
    }
  }
  const reader = async (n: number) => {
    for (let i = 0; running; i++) {
      counts.reads++
      const path = i % 2 ? '/api/health' : `/api/venues?traffic=${stamp}-${n}-${i}`
      await check(`GET ${path}`, () => fetch(`${base}${path}`))
    }
  }
  const writer = async () => {
    for (let i = 0; running; i++) {
      counts.writes++
      await check('POST /api/subscribe/fan', () =>
        fetch(`${base}/api/subscribe/fan`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: `traffic-${stamp}-${i}@example.com` }),
        }),
      )
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  const loops = [
    ...Array.from({ length: readers }, (_, n) => reader(n)),
    ...(writes ? [writer()] : []),
  ]
  return {
    async stop() {
      running = false
      await Promise.all(loops)
      return { ...counts, errors }
    },
  }
}
