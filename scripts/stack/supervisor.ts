/**
 * Keeps the stack's parts running. A part that exits without having been told to is started
 * again after a back-off (0.5 s, doubled after each quick failure up to 10 s; back to 0.5 s once it
 * ran for 30 s), while the others keep serving. `stopAll` is the only way to end them: SIGTERM to
 * every part, SIGKILL to any still running at the deadline. `replace` stops one part on purpose
 * (it drains) and starts it again, for a rolling deploy. `onCrash` hears of an unplanned exit at
 * once (the stack takes a dead instance out of the front before its probe notices).
 */
import { type ChildProcess, spawn } from 'node:child_process'

export type PartSpec = {
  name: string
  command: string
  args: string[]
  env?: Record<string, string>
  /** File descriptors of this process the part inherits as its fd 3, 4, … (a held socket). */
  fds?: number[]
  /**
   * How much less of the CPU the part gets than the others when they all want it (`nice`'s
   * increment, 1 to 19): for work that can wait a moment while requests are being answered.
   */
  nice?: number
}

type Part = PartSpec & {
  child: ChildProcess | null
  /** Set while the part is being stopped on purpose (a roll): its exit is not a crash. */
  expected: boolean
  backoffMs: number
  startedAt: number
  timer: NodeJS.Timeout | null
  exited: Promise<void>
}

const FIRST_BACKOFF_MS = 500
const MAX_BACKOFF_MS = 10_000
const STABLE_AFTER_MS = 30_000

export class Supervisor {
  private readonly parts = new Map<string, Part>()
  private stopping = false

  constructor(
    private readonly log: (line: string) => void = (line) => console.error(`[stack] ${line}`),
    private readonly options: {
      firstBackoffMs?: number
      maxBackoffMs?: number
      /** Told the moment a part exits without having been told to (before its back-off). */
      onCrash?: (name: string) => void
    } = {},
  ) {}

  get isStopping(): boolean {
    return this.stopping
  }

  /** Starts a part and keeps it running until stopAll. */
  start(spec: PartSpec): void {
    const part: Part = {
      ...spec,
      child: null,
      expected: false,
      backoffMs: this.options.firstBackoffMs ?? FIRST_BACKOFF_MS,
      startedAt: 0,
      timer: null,
      exited: Promise.resolve(),
    }
    this.parts.set(spec.name, part)
    this.spawn(part)
  }

  /** The running process of a part (null while it waits to be started again). */
  pid(name: string): number | null {
    return this.parts.get(name)?.child?.pid ?? null
  }

  private spawn(part: Part) {
    if (this.stopping) return
    // `nice` runs the command in its own place (it execs it): the part's process is the command.
    const [command, args] = part.nice
      ? ['nice', ['-n', String(part.nice), part.command, ...part.args]]
      : [part.command, part.args]
    const child = spawn(command, args, {
      stdio: ['inherit', 'inherit', 'inherit', ...(part.fds ?? [])],
      env: { ...process.env, ...part.env },
    })
    part.child = child
    part.startedAt = Date.now()
    part.exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        if (part.child === child) part.child = null
        resolve()
        this.exited(part, code, signal)
      })
      // A command that cannot be started (ENOENT) reports 'error' and then exits (or not): the
      // exit handler restarts it; without a listener the error would end the stack.
      child.once('error', (error) => this.log(`${part.name} could not start: ${error.message}`))
    })
  }

  private exited(part: Part, code: number | null, signal: NodeJS.Signals | null) {
    if (this.stopping || part.expected) return
    const first = this.options.firstBackoffMs ?? FIRST_BACKOFF_MS
    if (Date.now() - part.startedAt > STABLE_AFTER_MS) part.backoffMs = first
    const wait = part.backoffMs
    part.backoffMs = Math.min(part.backoffMs * 2, this.options.maxBackoffMs ?? MAX_BACKOFF_MS)
    this.log(`${part.name} exited (${signal ?? code}): starting it again in ${wait} ms`)
    this.options.onCrash?.(part.name)
    part.timer = setTimeout(() => {
      part.timer = null
      this.spawn(part)
    }, wait)
  }

  /**
   * Starts now every part waiting out its back-off (an operator who fixed what made it fail need
   * not wait up to 10 s); its back-off stays as it was, so a part that fails again waits again.
   */
  startWaiting(): string[] {
    const started: string[] = []
    for (const part of this.parts.values()) {
      if (!part.timer || this.stopping) continue
      clearTimeout(part.timer)
      part.timer = null
      this.spawn(part)
      started.push(part.name)
    }
    return started
  }

  /**
   * Stops one part on purpose (SIGTERM: an instance drains first) and starts it again; resolves
   * once the new process is running. `ready` (optional) is awaited before resolving.
   */
  async replace(name: string, ready?: () => Promise<void>): Promise<void> {
    const part = this.parts.get(name)
    if (!part || this.stopping) return
    part.expected = true
    if (part.timer) clearTimeout(part.timer)
    part.timer = null
    if (part.child && part.child.exitCode === null && part.child.signalCode === null) {
      part.child.kill('SIGTERM')
      await part.exited
    }
    part.expected = false
    part.backoffMs = this.options.firstBackoffMs ?? FIRST_BACKOFF_MS
    this.spawn(part)
    if (ready) await ready()
  }

  /**
   * Ends every part: SIGTERM now, SIGKILL to what still runs after `deadlineMs`. The parts `first`
   * picks (the instances and workers, which finish their work) end before the others are told to.
   */
  async stopAll(deadlineMs: number, first: (name: string) => boolean = () => false): Promise<void> {
    this.stopping = true
    const until = Date.now() + deadlineMs
    const parts = [...this.parts.values()]
    await this.stopParts(
      parts.filter((part) => first(part.name)),
      deadlineMs,
    )
    await this.stopParts(
      parts.filter((part) => !first(part.name)),
      Math.max(0, until - Date.now()),
    )
  }

  private async stopParts(parts: Part[], deadlineMs: number): Promise<void> {
    const running = parts.filter((part) => {
      if (part.timer) clearTimeout(part.timer)
      return part.child && part.child.exitCode === null && part.child.signalCode === null
    })
    for (const part of running) part.child!.kill('SIGTERM')
    const killer = setTimeout(() => {
      for (const part of running) {
        if (part.child && part.child.exitCode === null) {
          this.log(`${part.name} did not stop in time: SIGKILL`)
          part.child.kill('SIGKILL')
        }
      }
    }, deadlineMs)
    await Promise.all(running.map((part) => part.exited))
    clearTimeout(killer)
  }
}
