import 'server-only'

import type { PayloadRequest } from 'payload'

import { POSTS_TAG, postCommentsTag, postTag, REVIEWS_TAG } from '../../../lib/cacheTags'

/**
 * The cached reads that show an account's name: the posts it wrote (lists and pages), the posts
 * it commented on (their comment lists and pages) and, when it wrote reviews, every review list
 * and the profile pages that show them. Read before the account goes, expired after the commit.
 */
export async function accountCacheTags(req: PayloadRequest, userId: number): Promise<string[]> {
  const byAuthor = { author: { equals: userId } }
  // The account's own records, read inside its deletion by the site itself.
  const written = await req.payload.find({
    collection: 'posts',
    where: byAuthor,
    pagination: false,
    select: { slug: true },
    overrideAccess: true,
    req,
  })
  const commented = await req.payload.find({
    collection: 'comments',
    where: byAuthor,
    pagination: false,
    depth: 0,
    select: { post: true },
    overrideAccess: true,
    req,
  })
  const reviews = await req.payload.count({
    collection: 'reviews',
    where: byAuthor,
    overrideAccess: true,
    req,
  })
  const commentedIds = [
    ...new Set(commented.docs.map((c) => (typeof c.post === 'object' ? c.post.id : c.post))),
  ]
  const commentedPosts = commentedIds.length
    ? await req.payload.find({
        collection: 'posts',
        where: { id: { in: commentedIds } },
        pagination: false,
        select: { slug: true },
        overrideAccess: true,
        req,
      })
    : { docs: [] }
  const slugTags = (docs: Array<{ slug?: string | null }>) =>
    docs.flatMap((post) => (post.slug ? [postTag(post.slug)] : []))
  return [
    ...(written.docs.length ? [POSTS_TAG, ...slugTags(written.docs)] : []),
    ...commentedIds.map(postCommentsTag),
    ...slugTags(commentedPosts.docs),
    ...(reviews.totalDocs ? [REVIEWS_TAG] : []),
  ]
}
