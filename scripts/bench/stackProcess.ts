/** The production stack as `npm run stack` runs it, for the benches that drive it (faults, on-sale). */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { createRequire } from 'node:module'

export type Pg = {
  connect: () => Promise<void>
  query: (sql: string, values?: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>
  end: () => Promise<void>
}
export const pg = createRequire(import.meta.url)('pg') as { Client: new (url: string) => Pg }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The stack as `npm run stack` runs it; its output goes to `logFile`, its lines to `onLine`. */
export class Stack {
  child!: ChildProcess
  pid = 0
  private listeners: Array<(line: string) => void> = []

  async start(logFile: string, extraEnv: Record<string, string>) {
    const log = createWriteStream(logFile)
    this.child = spawn('npx', ['tsx', 'scripts/stack.ts'], {
      env: { ...process.env, ...extraEnv, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    const read = (chunk: Buffer) => {
      log.write(chunk)
      for (const line of chunk.toString().split('\n'))
        if (line.startsWith('[stack]')) for (const listener of this.listeners) listener(line)
    }
    this.child.stdout!.on('data', read)
    this.child.stderr!.on('data', read)
    const ready = await new Promise<string>((resolve, reject) => {
      this.onLine((line) => line.includes('[stack] ready') && resolve(line))
      this.child.once('exit', (code) => reject(new Error(`npm run stack exited with ${code}`)))
    })
    this.pid = Number(/pid (\d+)/.exec(ready)?.[1])
  }

  onLine(listener: (line: string) => void) {
    this.listeners.push(listener)
  }

  waitForLine(pattern: RegExp): Promise<number> {
    return new Promise((resolve) =>
      this.onLine((line) => pattern.test(line) && resolve(Date.now())),
    )
  }

  /** Ctrl-C to the stack's process group; resolves once every process of it is gone. */
  async stop() {
    const group = -this.child.pid!
    const alive = () => {
      try {
        process.kill(group, 0)
        return true
      } catch {
        return false
      }
    }
    if (alive()) process.kill(group, 'SIGINT')
    while (alive()) await sleep(200)
  }

  /** Process ids of the stack's group, with their parent and command line. */
  processes(): Array<{ pid: number; ppid: number; args: string }> {
    const out = execFileSync('ps', ['-eo', 'pid=,ppid=,pgid=,args='], { encoding: 'utf8' })
    return out
      .split('\n')
      .map((line) => /^\s*(\d+)\s+(\d+)\s+(\d+)\s+(.*)$/.exec(line))
      .filter((m): m is RegExpExecArray => m !== null && Number(m[3]) === this.child.pid)
      .map((m) => ({ pid: Number(m[1]), ppid: Number(m[2]), args: m[4] }))
  }
}
