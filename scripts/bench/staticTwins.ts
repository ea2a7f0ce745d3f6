import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

import type { Target } from './targets'

/**
 * Where this run's copies live: a folder of public/ (of the app, or of the app in `root`) with
 * file extensions, so no proxy rewrite.
 */
export const twinsDir = (root = '.') => path.resolve(root, 'public', `__bench-${process.pid}`)

/**
 * Fetches each target once, as a browser would (gzip accepted; fetch hands back the decoded
 * body), and writes the same bytes to a static file; answers each file's URL path.
 */
export async function writeStaticTwins(
  base: string,
  targets: Pick<Target, 'name' | 'path' | 'ext'>[],
  root = '.',
): Promise<string[]> {
  await mkdir(twinsDir(root), { recursive: true })
  return Promise.all(
    targets.map(async (target, i) => {
      const response = await fetch(new URL(target.path, base), {
        headers: { 'accept-encoding': 'gzip' },
      })
      if (!response.ok) throw new Error(`${target.path} answered ${response.status}`)
      const file = `${i}-${target.name.replace(/[^a-z0-9]+/gi, '-')}.${target.ext}`
      await writeFile(path.join(twinsDir(root), file), Buffer.from(await response.arrayBuffer()))
      return `/${path.basename(twinsDir(root))}/${file}`
    }),
  )
}

export const removeStaticTwins = (root = '.') =>
  rm(twinsDir(root), { recursive: true, force: true })
