import { mkdir, rm, stat } from 'node:fs/promises'

const STALE_AFTER_MS = 120_000

/** Runs `work` while holding a lock made of a directory, so two processes never start Postgres at once. */
export async function withDirectoryLock<T>(lockDir: string, work: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + STALE_AFTER_MS
  for (;;) {
    try {
      await mkdir(lockDir)
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const age = await stat(lockDir).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      )
      if (age > STALE_AFTER_MS || Date.now() > deadline)
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
