import { type ChildProcess, spawn } from 'node:child_process'
import { request as httpRequest } from 'node:http'

/** Where the stack the tests start listens (E2E_STACK_PORT and the next two ports past E2E_PORT). */
const e2ePort = Number(process.env.E2E_PORT || 3100)
export const STACK = {
  front: `http://127.0.0.1:${process.env.E2E_STACK_PORT || 8480}`,
  a: `http://127.0.0.1:${e2ePort + 1}`,
  b: `http://127.0.0.1:${e2ePort + 2}`,
  redisPort: process.env.E2E_STACK_REDIS_PORT || '8481',
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
      process.stdout.write(chunk)
      if (chunk.toString().includes('[stack] ready')) resolve(child)
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
