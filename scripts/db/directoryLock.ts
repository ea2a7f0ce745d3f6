import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'

const STALE_AFTER_MS = 120_000
const OWNER_FILE = 'owner.pid'

/** False only when no process with that id exists (EPERM means it exists under another user). */
function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The process id recorded in the lock, or null while the owner has not written it yet. */
async function lockOwner(lockDir: string): Promise<number | null> {
  const text = await readFile(path.join(lockDir, OWNER_FILE), 'utf8').catch(() => '')
  const pid = Number(text.trim())
  return Number.isInteger(pid) && pid > 0 ? pid : null
}

/**
 * Runs `work` while holding a lock made of a directory, so two processes never start Postgres at
 * once. The lock records its owner's process id: a lock left by a killed process (kill -9, an OOM
 * kill, a container stop) is taken over at once; one without an id only after two minutes.
 */
export async function withDirectoryLock<T>(lockDir: string, work: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + STALE_AFTER_MS
  for (;;) {
    try {
      await mkdir(lockDir)
      await writeFile(path.join(lockDir, OWNER_FILE), String(process.pid))
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = await lockOwner(lockDir)
      const age = await stat(lockDir).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      )
      const abandoned = owner !== null && owner !== process.pid && !processExists(owner)
      // Re-read the owner right before removing: another waiter may have taken over meanwhile.
      if (abandoned && (await lockOwner(lockDir)) === owner)
        await rm(lockDir, { recursive: true, force: true })
      else if (!abandoned && (age > STALE_AFTER_MS || Date.now() > deadline))
        await rm(lockDir, { recursive: true, force: true })
      else await new Promise((r) => setTimeout(r, 200))
    }
  }
  try {
    return await work()
  } finally {
    await rm(lockDir, { recursive: true, force: true })
  }
}
