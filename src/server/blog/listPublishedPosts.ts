import type { Payload, Where } from 'payload'

import { loadPostRefs } from './loadPostRefs'
import type { ListQuery } from './parseListQuery'
import { publicReadOptions } from './publicLocale'
import { POST_SUMMARY_SELECT, toPublicPostSummary, type PublicPostSummary } from './toPublicPost'

export type Pagination = { page: number; limit: number; total: number; pages: number }
export type PostPage = { data: PublicPostSummary[]; pagination: Pagination }

type ListOptions = ListQuery & { where?: Where }

/** One page of published posts, newest first, with authors and covers looked up in one batch. */
export async function listPublishedPosts(
  payload: Payload,
  { page, limit, locale, where }: ListOptions,
): Promise<PostPage> {
  const published: Where = {
    and: [{ _status: { equals: 'published' } }, ...(where ? [where] : [])],
  }
  // publicReadOptions reads as a visitor: overrideAccess: false with no user.
  const query = { collection: 'posts' as const, ...publicReadOptions(locale), where: published }
  const result = await payload.find({
    ...query,
    select: POST_SUMMARY_SELECT,
    sort: ['-publishedAt', '-id'],
    page,
    limit,
  })
  // Payload reports no documents at all for a page past the end; the total needs its own count.
  const total =
    result.docs.length === 0 && page > 1 ? (await payload.count(query)).totalDocs : result.totalDocs
  const refs = await loadPostRefs(payload, result.docs)
  return {
    data: result.docs.map((post) => toPublicPostSummary(post, refs)),
    pagination: { page, limit, total, pages: Math.ceil(total / limit) },
  }
}

export const emptyPage = ({ page, limit }: ListQuery): PostPage => ({
  data: [],
  pagination: { page, limit, total: 0, pages: 0 },
})
