import type { Pool, PoolClient } from 'pg'
import type { Payload } from 'payload'

import { BLOG_CATEGORIES } from '../src/lib/categories'
import { bulkLocaleText, randomSource } from './bulkPostText'
import { DAY_MS } from '../src/lib/durations'

const BATCH = 2_000
export const BULK_SLUG_PREFIX = 'bulk-post-'

/**
 * Tops the database up to `count` published bilingual bulk posts (`npm run seed -- --posts N`),
 * for the search and list scaling figures. Plain SQL in batches: the Local API runs every hook
 * and writes versions one document at a time, hours for 100k. The rows are the ones Payload
 * writes (the document, both locales, its latest version) and searchText is folded by the same
 * functions as the fillSearchText hook. No cache is revalidated: restart the app afterwards.
 */
export async function seedBulkPosts(payload: Payload, count: number, authorId: number) {
  const pool = (payload.db as unknown as { pool: Pool }).pool
  const { rows } = await pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM posts WHERE slug LIKE $1`,
    [`${BULK_SLUG_PREFIX}%`],
  )
  const started = Date.now()
  for (let from = rows[0].n; from < count; from += BATCH) {
    const client = await pool.connect()
    try {
      await client.query('BEGIN')
      await insertBatch(client, from, Math.min(count, from + BATCH), authorId)
      await client.query('COMMIT')
    } catch (error) {
      await client.query('ROLLBACK')
      throw error
    } finally {
      client.release()
    }
  }
  await pool.query('ANALYZE posts, posts_locales, _posts_v, _posts_v_locales')
  const added = Math.max(0, count - rows[0].n)
  payload.logger.info(`Bulk seed: ${added} posts added in ${Date.now() - started} ms.`)
}

async function insertBatch(client: PoolClient, from: number, to: number, authorId: number) {
  const posts = Array.from({ length: to - from }, (_, i) => bulkPost(from + i))
  const column = <K extends keyof ReturnType<typeof bulkPost>>(key: K) => posts.map((p) => p[key])
  const shared = [column('slug'), column('category'), column('publishedAt'), column('cover')]
  const inserted = await client.query<{ id: number }>(
    `INSERT INTO posts (slug, category, published_at, cover_image_url, author_id, _status)
     SELECT s, c::enum_posts_category, p, i, $5, 'published'
     FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::text[]) WITH ORDINALITY AS t(s, c, p, i, n)
     ORDER BY n RETURNING id`,
    [...shared, authorId],
  )
  const ids = inserted.rows.map((row) => row.id)
  const versions = await client.query<{ id: number }>(
    `INSERT INTO _posts_v (parent_id, version_slug, version_category, version_published_at,
       version_cover_image_url, version_author_id, version__status, version_updated_at,
       version_created_at, latest)
     SELECT d, s, c::enum__posts_v_version_category, p, i, $6, 'published', now(), now(), true
     FROM unnest($1::int[], $2::text[], $3::text[], $4::timestamptz[], $5::text[]) WITH ORDINALITY AS t(d, s, c, p, i, n)
     ORDER BY n RETURNING id`,
    [ids, ...shared, authorId],
  )
  await insertLocales(client, 'posts_locales', '', ids, posts)
  await insertLocales(
    client,
    '_posts_v_locales',
    'version_',
    versions.rows.map((r) => r.id),
    posts,
  )
}

async function insertLocales(
  client: PoolClient,
  table: string,
  prefix: string,
  parents: number[],
  posts: ReturnType<typeof bulkPost>[],
) {
  const rows = posts.flatMap((post, i) =>
    (['tr', 'en'] as const).map((locale) => ({ locale, parent: parents[i], ...post[locale] })),
  )
  const col = (f: (row: (typeof rows)[number]) => unknown) => rows.map(f)
  await client.query(
    `INSERT INTO ${table} (${prefix}title, ${prefix}excerpt, ${prefix}content, ${prefix}read_time,
       ${prefix}search_text, _locale, _parent_id)
     SELECT * FROM unnest($1::text[], $2::text[], $3::jsonb[], $4::numeric[], $5::text[],
       $6::_locales[], $7::int[])`,
    [
      col((r) => r.title),
      col((r) => r.excerpt),
      col((r) => JSON.stringify(r.content)),
      col((r) => r.readTime),
      col((r) => r.searchText),
      col((r) => r.locale),
      col((r) => r.parent),
    ],
  )
}

/** Post number `n`: the same text, category and date every time it is seeded. */
function bulkPost(n: number) {
  const random = randomSource(n + 1)
  const category = BLOG_CATEGORIES[n % BLOG_CATEGORIES.length]
  return {
    slug: `${BULK_SLUG_PREFIX}${n + 1}`,
    category,
    cover: `/images/covers/${category}.webp`,
    publishedAt: new Date(Date.now() - (30 + random.next() * 1500) * DAY_MS).toISOString(),
    tr: bulkLocaleText(random, 'tr'),
    en: bulkLocaleText(random, 'en'),
  }
}
