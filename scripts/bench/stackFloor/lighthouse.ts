import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'

import { binPath } from '../binPath'

const run = promisify(execFile)

/** $CHROMIUM_PATH, else Debian's Chromium; null when neither is there. */
export const chromiumPath = () =>
  [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((file) => file && existsSync(file)) ?? null

/** Lighthouse 12's mobile performance score (0-100) for `url`, simulated throttling. */
export async function lighthousePerformance(url: string, chrome: string, outDir: string) {
  const output = path.join(outDir, `lighthouse-${Date.now()}.json`)
  await run(
    binPath('lighthouse'),
    [
      ...[url, `--chrome-path=${chrome}`, '--quiet'],
      ...['--chrome-flags=--headless=new --no-sandbox', '--only-categories=performance'],
      ...['--output=json', `--output-path=${output}`],
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  )
  const report = JSON.parse(await readFile(output, 'utf8'))
  return Math.round(report.categories.performance.score * 100)
}
