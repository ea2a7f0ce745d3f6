import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { POSTS_TAG, postCommentsTag, postTag } from '../../../src/lib/cacheTags'
import { revalidateTags } from '../../../src/server/platform'
import type { Post } from '../../../src/payload-types'

/** What a post's change expires: every list, its page (old and new slug) and its comments. */
const postTags = (post: Post, previous?: Post) => [
  POSTS_TAG,
  postCommentsTag(post.id),
  ...[post.slug, previous?.slug].flatMap((slug) => (slug ? [postTag(slug)] : [])),
]

export const revalidatePost: CollectionAfterChangeHook<Post> = async ({
  doc,
  previousDoc,
  req,
}) => {
  await revalidateTags(req, postTags(doc, previousDoc))
  return doc
}

export const revalidatePostDelete: CollectionAfterDeleteHook<Post> = async ({ doc, req }) => {
  await revalidateTags(req, postTags(doc))
  return doc
}
