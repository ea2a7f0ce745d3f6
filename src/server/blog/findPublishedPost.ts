import type { Payload, Where } from 'payload'

import { cleanInputText } from '../../lib/cleanInputText'
import { ApiError } from '../http/ApiError'
import { parseRecordId } from '../http/parseRecordId'
import { postContentHtml } from '../richText/postContentHtml'
import type { PublicComment } from './buildCommentTree'
import { isPublishedPost } from './isPublishedPost'
import { listApprovedComments } from './listApprovedComments'
import { loadPostRefs } from './loadPostRefs'
import { publicReadOptions, type PublicLocale } from './publicLocale'
import { POST_DETAIL_SELECT, toPublicPostSummary, type PublicPostSummary } from './toPublicPost'

export type PublicPost = PublicPostSummary & { content: string; comments: PublicComment[] }

export const POST_NOT_FOUND = 'Blog post not found'

/**
 * The published post matching `where`, or a 404 (drafts do not exist for the public). Read as a
 * visitor: publicReadOptions passes overrideAccess: false and no user.
 */
async function findOnePublished(payload: Payload, where: Where, locale: PublicLocale) {
  const { docs } = await payload.find({
    collection: 'posts',
    ...publicReadOptions(locale),
    where: { and: [{ _status: { equals: 'published' } }, where] },
    select: POST_DETAIL_SELECT,
    limit: 1,
    pagination: false,
  })
  if (!docs[0]) throw new ApiError(404, POST_NOT_FOUND)
  return docs[0]
}

/** A published post by slug, with sanitised HTML content and its approved comments nested. */
export async function findPublishedPostBySlug(
  payload: Payload,
  slug: string,
  locale: PublicLocale,
): Promise<PublicPost> {
  // No stored slug holds control characters (Postgres refuses a NUL in a query) or runs past 200.
  if (slug.length > 200 || cleanInputText(slug) !== slug) throw new ApiError(404, POST_NOT_FOUND)
  const post = await findOnePublished(payload, { slug: { equals: slug } }, locale)
  return withPostBody(payload, post, locale)
}

type DetailDoc = Parameters<typeof toPublicPostSummary>[0] & { id: number; content?: unknown }

/** A read post as the page shows it: summary, sanitised HTML body and approved comments. */
export async function withPostBody(payload: Payload, post: DetailDoc, locale: PublicLocale) {
  const [refs, comments, content] = await Promise.all([
    loadPostRefs(payload, [post]),
    listApprovedComments(payload, post.id),
    postContentHtml(payload, post.content, locale),
  ])
  return { ...toPublicPostSummary(post, refs), content, comments }
}

/** Approved comments of a published post; 404 for a malformed or unknown id and for drafts. */
export async function listCommentsOfPublishedPost(
  payload: Payload,
  rawId: string,
): Promise<PublicComment[]> {
  const id = parseRecordId(rawId)
  if (id === null || !(await isPublishedPost(payload, id))) throw new ApiError(404, POST_NOT_FOUND)
  return listApprovedComments(payload, id)
}
