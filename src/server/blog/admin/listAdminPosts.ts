import 'server-only'

import type { Payload } from 'payload'
import { z } from 'zod'

import { pageLimit, positiveInt } from '../../../lib/listQuery'
import type { User } from '../../../payload-types'

const ADMIN_PAGE_SIZE = 10

/** `?page&limit` of the admin list: bad values fall back to the defaults, limit is capped. */
export const adminListQuery = z.object({
  page: positiveInt(1),
  limit: pageLimit(ADMIN_PAGE_SIZE),
})

type AdminListQuery = z.infer<typeof adminListQuery>

/** Every post, drafts included, as its latest version, recently edited first; one query. */
export async function listAdminPosts(
  payload: Payload,
  user: User,
  { page, limit }: AdminListQuery,
) {
  const result = await payload.find({
    collection: 'posts',
    draft: true,
    locale: 'tr',
    fallbackLocale: 'en',
    page,
    limit,
    sort: '-updatedAt',
    depth: 0,
    select: {
      slug: true,
      title: true,
      category: true,
      featured: true,
      _status: true,
      publishedAt: true,
      updatedAt: true,
    },
    overrideAccess: false,
    user,
  })
  return {
    data: result.docs.map((post) => ({
      _id: post.id,
      slug: post.slug ?? '',
      title: post.title ?? '',
      status: post._status === 'published' ? 'published' : 'draft',
      category: post.category,
      isFeatured: Boolean(post.featured),
      publishedAt: post.publishedAt ?? null,
      updatedAt: post.updatedAt,
    })),
    pagination: { page, limit, total: result.totalDocs, pages: result.totalPages },
  }
}
