import 'server-only'

import type { Payload } from 'payload'

import type { BlogCategory } from '../../../lib/categories'
import { listPublishedPosts } from './listPublishedPosts'
import type { PublicPostSummary } from './toPublicPost'
import type { Locale } from '../../../i18n/locales'

const RELATED_POSTS_LIMIT = 3

/**
 * Up to three other published posts of the same category, newest first. The current post is left
 * out in the query itself, so three related posts still show when the category has four.
 */
export async function listRelatedPosts(
  payload: Payload,
  { category, excludeId, locale }: { category: BlogCategory; excludeId: number; locale: Locale },
): Promise<PublicPostSummary[]> {
  const { data } = await listPublishedPosts(payload, {
    page: 1,
    limit: RELATED_POSTS_LIMIT,
    locale,
    where: { and: [{ category: { equals: category } }, { id: { not_equals: excludeId } }] },
  })
  return data.filter((post) => post._id !== excludeId).slice(0, RELATED_POSTS_LIMIT)
}
