import { spawn, spawnSync } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { withDirectoryLock } from '../../scripts/db/directoryLock'

let root: string
let lockDir: string

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'sahne-lock-'))
  lockDir = path.join(root, 'postgres.lock')
})
afterEach(() => rm(root, { recursive: true, force: true }))

/** A lock directory as a process with `pid` would have left it. */
async function leaveLock(pid: number) {
  await mkdir(lockDir)
  await writeFile(path.join(lockDir, 'owner.pid'), String(pid))
}

describe('withDirectoryLock', () => {
  it('records the owner process id while the work runs, and removes the lock after', async () => {
    const owner = await withDirectoryLock(lockDir, () =>
      readFile(path.join(lockDir, 'owner.pid'), 'utf8'),
    )
    expect(Number(owner)).toBe(process.pid)
    await expect(readFile(path.join(lockDir, 'owner.pid'))).rejects.toThrow()
  })

  it('takes over at once a lock whose owner was killed', async () => {
    // A process that has exited: its id is free (ids are not reused this quickly).
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid!
    await leaveLock(dead)
    const started = Date.now()
    await expect(withDirectoryLock(lockDir, async () => 'ran')).resolves.toBe('ran')
    expect(Date.now() - started).toBeLessThan(2_000)
  })

  it('waits while the owner is alive, and goes on when it lets go', async () => {
    const alive = spawn('sleep', ['30'])
    try {
      await leaveLock(alive.pid!)
      let ran = false
      const waiting = withDirectoryLock(lockDir, async () => (ran = true))
      await new Promise((r) => setTimeout(r, 1_000))
      expect(ran).toBe(false)
      await rm(lockDir, { recursive: true, force: true })
      await waiting
      expect(ran).toBe(true)
    } finally {
      alive.kill()
    }
  })
})
