import 'server-only'

import type { BlogCategory } from '../../../lib/categories'
import { POSTS_TAG, postCommentsTag, postTag } from '../../../lib/cacheTags'
import { cachedRead } from '../../platform'
import { appPayload } from '../../platform'
import { listCommentsOfPublishedPost } from '../comments/listCommentsOfPublishedPost'
import { findPublishedPostBySlug } from './findPublishedPost'
import { listPublishedPosts } from './listPublishedPosts'
import { listPublishedSlugs } from './listPublishedSlugs'
import { listRelatedPosts } from './listRelatedPosts'
import type { ListQuery } from './parseListQuery'
import { searchPosts } from '../search/searchPosts'
import type { Locale } from '../../../i18n/locales'

/*
 * The public blog reads, each cached once here and called by the pages and the route handlers
 * alike (see cachedRead for the key and the tags). All read as an anonymous visitor.
 */

/** One page of every published post, newest first. */
export const listPublicPosts = cachedRead(
  'blog:published',
  async (query: ListQuery) => listPublishedPosts(await appPayload(), query),
  () => [POSTS_TAG],
)

/** One page of a category's published posts. */
export const listPublicCategoryPosts = cachedRead(
  'blog:category',
  async (category: BlogCategory, query: ListQuery) =>
    listPublishedPosts(await appPayload(), { ...query, category }),
  () => [POSTS_TAG],
)

/** One page of the published posts matching a search. */
export const searchPublicPosts = cachedRead(
  'blog:search',
  async (search: string, query: ListQuery) => searchPosts(await appPayload(), search, query),
  () => [POSTS_TAG],
)

/** The newest featured posts. */
export const listFeaturedPosts = cachedRead(
  'blog:featured',
  async (limit: number, locale: Locale) =>
    listPublishedPosts(await appPayload(), {
      page: 1,
      limit,
      locale,
      where: { featured: { equals: true } },
    }),
  () => [POSTS_TAG],
)

/** One published post with its approved comments, or null. */
export const findPublicPost = cachedRead(
  'blog:post',
  async (slug: string, locale: Locale) => findPublishedPostBySlug(await appPayload(), slug, locale),
  (slug) => [postTag(slug)],
)

/** Other posts of a post's category, for the post page's Related Posts. */
export const listPublicRelatedPosts = cachedRead(
  'blog:related',
  async (category: BlogCategory, excludeId: number, locale: Locale) =>
    listRelatedPosts(await appPayload(), { category, excludeId, locale }),
  () => [POSTS_TAG],
)

/** A published post's approved comments, replies nested; null for no such published post. */
export const listPublicPostComments = cachedRead(
  'blog:comments',
  async (postId: number) => listCommentsOfPublishedPost(await appPayload(), postId),
  (postId) => [postCommentsTag(postId)],
)

/** Slugs of the newest published posts, for pre-rendering their pages at build (not cached). */
export const listPrerenderedSlugs = async () => listPublishedSlugs(await appPayload())
