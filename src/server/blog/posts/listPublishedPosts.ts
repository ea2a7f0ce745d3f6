import 'server-only'

import type { Payload, Where } from 'payload'

import type { BlogCategory } from '../../../lib/categories'
import { countPublishedPosts } from './countPublishedPosts'
import { listPostRefs } from './listPostRefs'
import type { ListQuery } from './parseListQuery'
import { publicReadOptions } from './publicLocale'
import { POST_SUMMARY_SELECT, toPublicPostSummary, type PublicPostSummary } from './toPublicPost'
import type { Pagination } from '@/lib/listQuery'

export type PostPage = { data: PublicPostSummary[]; pagination: Pagination }

/** `category` lists one category; `where` (featured, related posts) any other filter. */
type ListOptions = ListQuery & { category?: BlogCategory; where?: Where }

/**
 * One page of published posts, newest first, with authors and covers looked up in one batch.
 * The blog list and its categories take their total from the kept counts (countPublishedPosts)
 * rather than Payload's count(*), which grows with the number of posts.
 */
export async function listPublishedPosts(
  payload: Payload,
  { page, limit, locale, category, where }: ListOptions,
): Promise<PostPage> {
  const filters: Where[] = [
    { _status: { equals: 'published' } },
    ...(category ? [{ category: { equals: category } }] : []),
    ...(where ? [where] : []),
  ]
  // publicReadOptions reads as a visitor: overrideAccess: false with no user.
  const query = {
    collection: 'posts' as const,
    ...publicReadOptions(locale),
    where: { and: filters },
  }
  const counted = !where
  const [result, keptTotal] = await Promise.all([
    payload.find({
      ...query,
      select: POST_SUMMARY_SELECT,
      sort: ['-publishedAt', '-id'],
      page,
      limit,
      pagination: !counted,
    }),
    counted ? countPublishedPosts(payload, category) : null,
  ])
  // Payload reports no documents at all for a page past the end; that total needs its own count.
  const total =
    keptTotal ??
    (result.docs.length === 0 && page > 1
      ? (await payload.count(query)).totalDocs
      : result.totalDocs)
  const refs = await listPostRefs(payload, result.docs)
  return {
    data: result.docs.map((post) => toPublicPostSummary(post, refs)),
    pagination: { page, limit, total, pages: Math.ceil(total / limit) },
  }
}

export const emptyPage = ({ page, limit }: ListQuery): PostPage => ({
  data: [],
  pagination: { page, limit, total: 0, pages: 0 },
})
