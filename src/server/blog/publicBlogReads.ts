import type { BlogCategory } from '../../lib/categories'
import { cachedPublicRead } from '../cache/publicReadCache'
import { appPayload } from '../payload/appPayload'
import { findPublishedPostBySlug, type PublicPost } from './findPublishedPost'
import { listPublishedPosts, type PostPage } from './listPublishedPosts'
import { listRelatedPosts } from './listRelatedPosts'
import { FEATURED_COUNT, PUBLIC_PAGE_SIZE } from './parseListQuery'
import type { PublicLocale } from './publicLocale'
import { searchPosts } from './searchPosts'

export type BlogListRequest = {
  locale: PublicLocale
  page: number
  category: BlogCategory | null
  search: string | null
}

/*
 * The blog pages' reads. They go through the same in-memory cache as the public API, under the
 * same keys (`{ page, limit, locale }` in that order), so a page and an API call share one answer
 * and the post/comment hooks expire both at once.
 */

/** One page of the public list: a search, a category, or every published post. */
export function readBlogPage({ locale, page, category, search }: BlogListRequest) {
  const query = { page, limit: PUBLIC_PAGE_SIZE, locale }
  if (search)
    return cachedPublicRead<PostPage>(['search', search, query], async () =>
      searchPosts(await appPayload(), search, query),
    )
  if (category)
    return cachedPublicRead<PostPage>(['category', category, query], async () =>
      listPublishedPosts(await appPayload(), {
        ...query,
        where: { category: { equals: category } },
      }),
    )
  return cachedPublicRead<PostPage>(['published', query], async () =>
    listPublishedPosts(await appPayload(), query),
  )
}

/** The newest featured posts, for the list's Featured Posts section. */
export function readFeaturedPosts(locale: PublicLocale) {
  return cachedPublicRead<PostPage>(['featured', FEATURED_COUNT, locale], async () =>
    listPublishedPosts(await appPayload(), {
      page: 1,
      limit: FEATURED_COUNT,
      locale,
      where: { featured: { equals: true } },
    }),
  )
}

/** One published post with its approved comments; throws a 404 ApiError when there is none. */
export function readPublishedPost(slug: string, locale: PublicLocale) {
  return cachedPublicRead<PublicPost>(['slug', slug, locale], async () =>
    findPublishedPostBySlug(await appPayload(), slug, locale),
  )
}

/** Other posts of a post's category, for the post page's Related Posts. */
export function readRelatedPosts(post: Pick<PublicPost, '_id' | 'category'>, locale: PublicLocale) {
  return cachedPublicRead(['related', post.category, post._id, locale], async () =>
    listRelatedPosts(await appPayload(), {
      category: post.category,
      excludeId: post._id,
      locale,
    }),
  )
}
