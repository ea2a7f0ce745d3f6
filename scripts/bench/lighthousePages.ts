/**
 * `npm run bench -- --lighthouse [--url http://localhost:3000] [--runs 3]`: the stack's
 * Lighthouse target against `npm start`: mobile scores of home, blog list, a post, the gig list,
 * a gig and an artist page, the median of `runs` runs each.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import {
  CATEGORIES,
  type Category,
  chromiumPath,
  lighthouseScores,
  type Scores,
} from './lighthouse'
import { percentile } from './percentile'
import { printMarkdown } from './report'
import { firstListed } from './stackTargets'

const GOALS: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
}

async function pagesOf(base: string) {
  return [
    '/',
    '/blog',
    `/blog/${await firstListed(base, '/api/blogs/published?limit=1', 'slug')}`,
    '/gigler',
    `/gigler/${await firstListed(base, '/api/gigs', 'id')}`,
    `/sanatcilar/${await firstListed(base, '/api/artists', 'slug')}`,
  ]
}

const median = (values: number[]) => percentile(values, 50)

export async function lighthousePages(base: string, runs: number) {
  const chrome = chromiumPath()
  if (!chrome) throw new Error('No Chromium: set CHROMIUM_PATH')
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sahne-lighthouse-'))
  const lines: string[][] = []
  let met = 0
  try {
    const pages = await pagesOf(base)
    for (const page of pages) {
      await fetch(new URL(page, base)) // a first render is not what a visitor gets
      const all: Scores[] = []
      for (let i = 0; i < runs; i++) all.push(await lighthouseScores(`${base}${page}`, chrome, dir))
      const scores = CATEGORIES.map((c) => median(all.map((s) => s[c])))
      const pass = CATEGORIES.every((c, i) => scores[i] >= GOALS[c])
      if (pass) met++
      const failed = [...new Set(all.flatMap((s) => s.failed))].join(' ') || '-'
      lines.push([
        page,
        ...scores.map(String),
        all.map((s) => s.performance).join(' '),
        String(median(all.map((s) => s.lcpMs))),
        String(median(all.map((s) => s.tbtMs))),
        pass ? 'PASS' : 'FAIL',
        failed,
      ])
      process.stderr.write('.')
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
  console.log(`\nLighthouse 12, mobile (simulated throttling), ${base}, median of ${runs} runs:\n`)
  const header = ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'perf runs', 'LCP ms', 'TBT ms']
  printMarkdown([...header, 'goal 95/100/100/100', 'audits failed'], lines)
  console.log(`\n${met} of ${lines.length} pages met every goal.`)
}
