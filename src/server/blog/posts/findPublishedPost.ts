import 'server-only'

import type { Payload, Where } from 'payload'

import { cleanInputText } from '../../../lib/cleanInputText'
import { postContentHtml } from '../richText/postContentHtml'
import { listApprovedComments } from '../comments/listApprovedComments'
import type { PublicComment } from '../comments/toPublicComment'
import { listPostRefs } from './listPostRefs'
import { publicReadOptions } from './publicLocale'
import { POST_DETAIL_SELECT, toPublicPostSummary, type PublicPostSummary } from './toPublicPost'
import type { Locale } from '../../../i18n/locales'
import { POST_LIMITS } from '../../../lib/limits'

export type PublicPost = PublicPostSummary & { content: string; comments: PublicComment[] }

/**
 * The published post matching `where`, or null (drafts do not exist for the public). Read as a
 * visitor: publicReadOptions passes overrideAccess: false and no user.
 */
async function findOnePublished(payload: Payload, where: Where, locale: Locale) {
  const { docs } = await payload.find({
    collection: 'posts',
    ...publicReadOptions(locale),
    where: { and: [{ _status: { equals: 'published' } }, where] },
    select: POST_DETAIL_SELECT,
    limit: 1,
    pagination: false,
  })
  return docs[0] ?? null
}

/** A published post by slug, with sanitised HTML content and its approved comments nested. */
export async function findPublishedPostBySlug(
  payload: Payload,
  slug: string,
  locale: Locale,
): Promise<PublicPost | null> {
  // No stored slug holds control characters (Postgres refuses a NUL in a query) or runs past the longest slug.
  if (slug.length > POST_LIMITS.slug || cleanInputText(slug) !== slug) return null
  const post = await findOnePublished(payload, { slug: { equals: slug } }, locale)
  return post && withPostBody(payload, post, locale)
}

type DetailDoc = Parameters<typeof toPublicPostSummary>[0] & { id: number; content?: unknown }

/** A read post as the page shows it: summary, sanitised HTML body and approved comments. */
export async function withPostBody(payload: Payload, post: DetailDoc, locale: Locale) {
  const [refs, comments, content] = await Promise.all([
    listPostRefs(payload, [post]),
    listApprovedComments(payload, post.id),
    postContentHtml(payload, post.content, locale),
  ])
  return { ...toPublicPostSummary(post, refs), content, comments }
}
