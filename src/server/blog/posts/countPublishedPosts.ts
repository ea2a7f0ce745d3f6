import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { BlogCategory } from '../../../lib/categories'

/**
 * How many posts are published, in one category or in all: the `post_counts` rows a trigger on
 * `posts` keeps in step with every insert, publish, unpublish, recategorisation and delete
 * (migration 20261123_090000_post_counts), so the count costs the same at any number of posts.
 */
export async function countPublishedPosts(
  payload: Payload,
  category?: BlogCategory,
): Promise<number> {
  const { rows } = await payload.db.drizzle.execute<{ total: number }>(
    sql`SELECT coalesce(sum(published), 0)::int AS total FROM post_counts
        ${category ? sql`WHERE category = ${category}` : sql``}`,
  )
  return rows[0]?.total ?? 0
}
