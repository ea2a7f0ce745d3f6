import { readFileSync } from 'node:fs'
import { getPriority } from 'node:os'

import { afterEach, describe, expect, it } from 'vitest'

import { Supervisor } from '../../scripts/stack/supervisor'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Waits until `check` holds, polling every 50 ms, for `ms` at most. */
async function until(check: () => boolean, ms: number, what: string) {
  const deadline = Date.now() + ms
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`)
    await sleep(50)
  }
}

// A part that runs until it is signalled; one that ignores SIGTERM; one that dies at once.
const sleeper = { command: 'node', args: ['-e', 'setInterval(() => {}, 1000)'] }
const stubborn = {
  command: 'node',
  args: ['-e', "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000)"],
}
const crasher = { command: 'node', args: ['-e', 'process.exit(3)'] }

let supervisor: Supervisor | undefined
const lines: string[] = []
const crashes: { name: string; at: number }[] = []
const make = () =>
  (supervisor = new Supervisor((line) => lines.push(line), {
    firstBackoffMs: 100,
    maxBackoffMs: 400,
    onCrash: (name) => crashes.push({ name, at: Date.now() }),
  }))

afterEach(async () => {
  await supervisor?.stopAll(1000)
  lines.length = 0
  crashes.length = 0
})

describe('the stack supervisor', () => {
  it('starts a killed part again while the other parts keep running', async () => {
    const parts = make()
    parts.start({ name: 'instance A', ...sleeper })
    parts.start({ name: 'instance B', ...sleeper })
    const a = parts.pid('instance A')!
    const b = parts.pid('instance B')!
    process.kill(b, 'SIGKILL')
    await until(() => (parts.pid('instance B') ?? b) !== b, 5000, 'B started again')
    expect(alive(parts.pid('instance B')!)).toBe(true)
    expect(parts.pid('instance A')).toBe(a)
    expect(alive(a)).toBe(true)
    expect(lines.join('\n')).toMatch(/instance B exited \(SIGKILL\): starting it again/)
  })

  it('waits longer after each quick failure (back-off), up to its maximum', async () => {
    const parts = make()
    parts.start({ name: 'worker', ...crasher })
    await until(() => lines.length >= 4, 5000, 'four restarts')
    const waits = lines.map((line) => Number(line.match(/again in (\d+) ms/)?.[1]))
    expect(waits.slice(0, 4)).toEqual([100, 200, 400, 400])
  })

  it('stops every part on stopAll, killing one that ignores SIGTERM at the deadline', async () => {
    const parts = make()
    parts.start({ name: 'instance A', ...sleeper })
    parts.start({ name: 'stuck', ...stubborn })
    await sleep(300)
    const pids = [parts.pid('instance A')!, parts.pid('stuck')!]
    const started = Date.now()
    await parts.stopAll(1000)
    expect(Date.now() - started).toBeLessThan(5000)
    for (const pid of pids) expect(alive(pid)).toBe(false)
    // Nothing is started again after a stop.
    await sleep(400)
    expect(parts.pid('instance A')).toBeNull()
    expect(parts.pid('stuck')).toBeNull()
  })

  it('replaces one part on purpose without counting it as a crash', async () => {
    const parts = make()
    parts.start({ name: 'instance A', ...sleeper })
    const before = parts.pid('instance A')!
    let readyAsked = false
    await parts.replace('instance A', async () => {
      readyAsked = true
    })
    expect(readyAsked).toBe(true)
    const after = parts.pid('instance A')!
    expect(after).not.toBe(before)
    expect(alive(before)).toBe(false)
    expect(alive(after)).toBe(true)
    expect(lines.filter((line) => line.includes('starting it again'))).toEqual([])
  })

  it('tells of a crash the moment it happens, not of a replacement or a stop', async () => {
    const parts = make()
    parts.start({ name: 'instance A', ...sleeper })
    parts.start({ name: 'instance B', ...sleeper })
    await parts.replace('instance A')
    expect(crashes).toEqual([])
    const killedAt = Date.now()
    process.kill(parts.pid('instance B')!, 'SIGKILL')
    await until(() => crashes.length > 0, 2000, 'the crash told')
    expect(crashes.map((crash) => crash.name)).toEqual(['instance B'])
    // Told before the back-off (100 ms here) starts it again: the front hears of it at once.
    expect(crashes[0].at - killedAt).toBeLessThan(100)
    await parts.stopAll(1000)
    expect(crashes).toHaveLength(1)
  })

  it('starts a part waiting out its back-off at once when asked, and only such a part', async () => {
    const parts = new Supervisor((line) => lines.push(line), {
      firstBackoffMs: 5000,
      maxBackoffMs: 5000,
    })
    supervisor = parts
    parts.start({ name: 'redis', ...sleeper })
    parts.start({ name: 'instance A', ...sleeper })
    const a = parts.pid('instance A')
    process.kill(parts.pid('redis')!, 'SIGKILL')
    await until(() => lines.some((line) => line.includes('redis exited')), 2000, 'redis exited')
    expect(parts.pid('redis')).toBeNull()
    const asked = Date.now()
    expect(parts.startWaiting()).toEqual(['redis'])
    await until(() => parts.pid('redis') !== null, 1000, 'redis started again')
    expect(Date.now() - asked).toBeLessThan(1000)
    expect(parts.pid('instance A')).toBe(a)
    // Nothing else was waiting, and the back-off's timer does not start a second process.
    const again = parts.pid('redis')
    await sleep(300)
    expect(parts.startWaiting()).toEqual([])
    expect(parts.pid('redis')).toBe(again)
  })

  it('runs a part at a lower priority when told to, as its own process, and again after a crash', async () => {
    const parts = make()
    parts.start({ name: 'worker', ...sleeper, nice: 7 })
    parts.start({ name: 'instance A', ...sleeper })
    await until(() => parts.pid('worker') !== null, 2000, 'the worker runs')
    const first = parts.pid('worker')!
    // The command itself, not a `nice` process around it: signals reach the part.
    await until(
      () => readFileSync(`/proc/${first}/cmdline`, 'utf8').startsWith('node'),
      2000,
      'nice exec',
    )
    expect(getPriority(first) - getPriority(parts.pid('instance A')!)).toBe(7)
    process.kill(first, 'SIGKILL')
    await until(() => (parts.pid('worker') ?? first) !== first, 2000, 'the worker starts again')
    await until(
      () => readFileSync(`/proc/${parts.pid('worker')}/cmdline`, 'utf8').startsWith('node'),
      2000,
      'nice exec again',
    )
    expect(getPriority(parts.pid('worker')!) - getPriority(parts.pid('instance A')!)).toBe(7)
  })
})
