/**
 * Search time in the server: `searchPosts` (the domain function the page and the API call) timed
 * directly against DATABASE_URL, and the list and category reads beside it for comparison.
 * `tsx scripts/bench/searchTiming.ts [rounds]`; bench.ts runs it after `--posts N`.
 */
import { BLOG_CATEGORIES } from '../../src/lib/categories'
import { listPublishedPosts } from '../../src/server/blog'
import { searchPosts } from '../../src/server/blog'
import { closePayload } from '../../src/server/platform'
import { loadPayload } from '../../src/server/platform'
import { percentile } from './percentile'

// A common word, a rare one, two words, Turkish letters typed plainly and upper-case İ.
const QUERIES = ['muzik', 'caz', 'gitar festival', 'ISTANBUL', 'kadikoy', 'zqxnothing']

async function timed(rounds: number, run: () => Promise<unknown>) {
  await run() // warm-up: connections, prepared plans
  const times: number[] = []
  for (let i = 0; i < rounds; i++) {
    const started = performance.now()
    await run()
    times.push(performance.now() - started)
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) }
}

export async function measureServerReads(rounds = 20) {
  const payload = await loadPayload()
  try {
    const page = { page: 1, limit: 9, locale: 'tr' as const }
    const results: Record<string, { p50: number; p95: number }> = {}
    results.search = await timed(rounds, async () => {
      for (const query of QUERIES) await searchPosts(payload, query, page)
    }).then(({ p50, p95 }) => ({ p50: p50 / QUERIES.length, p95: p95 / QUERIES.length }))
    for (const query of QUERIES)
      results[`search "${query}"`] = await timed(rounds, () => searchPosts(payload, query, page))
    results.list = await timed(rounds, () => listPublishedPosts(payload, page))
    results['list page 2'] = await timed(rounds, () =>
      listPublishedPosts(payload, { ...page, page: 2 }),
    )
    results.category = await timed(rounds, () =>
      listPublishedPosts(payload, { ...page, category: BLOG_CATEGORIES[0] }),
    )
    const posts = await payload.count({
      collection: 'posts',
      where: { _status: { equals: 'published' } },
    })
    return { posts: posts.totalDocs, results }
  } finally {
    await closePayload(payload)
  }
}

if (process.argv[1]?.endsWith('searchTiming.ts')) {
  measureServerReads(Number(process.argv[2] ?? 20)).then(({ posts, results }) => {
    console.log(`In-server read times at ${posts} published posts (ms, p50 / p95):`)
    for (const [name, { p50, p95 }] of Object.entries(results))
      console.log(
        `  ${name.padEnd(28)} ${p50.toFixed(1).padStart(7)} ${p95.toFixed(1).padStart(7)}`,
      )
    process.exit(0)
  })
}
