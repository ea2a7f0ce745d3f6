import { mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { isAlive } from './postmaster'

/**
 * Which processes of this project use the embedded cluster (a dev server, a test run, a seed):
 * one file per pid. The last one out stops Postgres, whoever started it.
 */
export async function registerClusterUser(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true })
  await writeFile(path.join(dir, String(process.pid)), '')
}

/** Unregisters this process; answers whether any other live process still uses the cluster. */
export async function releaseClusterUser(dir: string): Promise<boolean> {
  await rm(path.join(dir, String(process.pid)), { force: true })
  let others = false
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (isAlive(Number(name))) others = true
    else await rm(path.join(dir, name), { force: true })
  }
  return others
}
