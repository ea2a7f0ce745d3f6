import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { postCommentsTag, postTag } from '../../../src/lib/cacheTags'
import { revalidateTags } from '../../../src/server/platform'
import type { Comment } from '../../../src/payload-types'

async function revalidatePostPage(comment: Comment, req: PayloadRequest): Promise<void> {
  const postId = typeof comment.post === 'object' ? comment.post.id : comment.post
  const post = await req.payload.findByID({
    collection: 'posts',
    id: postId,
    depth: 0,
    select: { slug: true },
    // Only the slug is read, to name the page; the change itself was already authorised.
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  await revalidateTags(req, [postCommentsTag(postId), ...(post?.slug ? [postTag(post.slug)] : [])])
}

/** A comment that is or was public (approved) changes its post's page. */
export const revalidateCommentPost: CollectionAfterChangeHook<Comment> = async ({
  doc,
  previousDoc,
  req,
}) => {
  if (req.context.disableRevalidate) return doc
  if (doc.status === 'approved' || previousDoc?.status === 'approved')
    await revalidatePostPage(doc, req)
  return doc
}

/** Deleting a public comment changes its post's page too. */
export const revalidateDeletedComment: CollectionAfterDeleteHook<Comment> = async ({
  doc,
  req,
}) => {
  if (!req.context.disableRevalidate && doc.status === 'approved')
    await revalidatePostPage(doc, req)
  return doc
}
