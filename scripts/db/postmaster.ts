import { readFile } from 'node:fs/promises'
import path from 'node:path'

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** The live postmaster of a data folder, read from its `postmaster.pid`, if any. */
export async function runningPostmaster(
  clusterDir: string,
): Promise<{ pid: number; port: number } | null> {
  let lines: string[]
  try {
    lines = (await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8')).split('\n')
  } catch {
    return null
  }
  const pid = Number(lines[0])
  const port = Number(lines[3])
  return pid && port && isAlive(pid) ? { pid, port } : null
}

/** Asks a postmaster this process did not start for a fast shutdown, and waits for it. */
export async function stopPostmaster(pid: number, timeoutMs = 15_000): Promise<void> {
  try {
    process.kill(pid, 'SIGINT')
  } catch {
    return
  }
  const deadline = Date.now() + timeoutMs
  while (isAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
}

export { isAlive }
