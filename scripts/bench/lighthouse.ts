import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'

import { binPath } from './binPath'

const run = promisify(execFile)

/** $CHROMIUM_PATH, else Debian's Chromium; null when neither is there. */
export const chromiumPath = () =>
  [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((file) => file && existsSync(file)) ?? null

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Category = (typeof CATEGORIES)[number]
export type Scores = Record<Category, number> & { lcpMs: number; tbtMs: number; failed: string[] }

/**
 * Lighthouse 12's mobile scores (0-100, simulated throttling, its default mobile settings) for
 * `url`, with the largest contentful paint, total blocking time and the ids of the audits that
 * failed in the categories other than performance.
 */
export async function lighthouseScores(url: string, chrome: string, outDir: string) {
  const output = path.join(outDir, `lighthouse-${process.pid}-${Date.now()}.json`)
  await run(
    binPath('lighthouse'),
    [
      ...[url, `--chrome-path=${chrome}`, '--quiet'],
      ...[
        '--chrome-flags=--headless=new --no-sandbox',
        `--only-categories=${CATEGORIES.join(',')}`,
      ],
      ...['--output=json', `--output-path=${output}`],
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  )
  type Report = {
    categories: Record<Category, { score: number; auditRefs: { id: string; weight: number }[] }>
    audits: Record<string, { score: number | null; numericValue?: number }>
  }
  const report = JSON.parse(await readFile(output, 'utf8')) as Report
  await rm(output, { force: true })
  const score = (category: Category) => Math.round(report.categories[category].score * 100)
  const failed = CATEGORIES.filter((c) => c !== 'performance').flatMap((category) =>
    report.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score !== null)
      .filter((ref) => (report.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  )
  return {
    ...(Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as Record<Category, number>),
    lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? 0),
    failed,
  } satisfies Scores
}

/** Lighthouse mobile performance alone, as the floor's measurement reports it. */
export const lighthousePerformance = async (url: string, chrome: string, outDir: string) =>
  (await lighthouseScores(url, chrome, outDir)).performance
