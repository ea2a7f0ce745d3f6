import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { POSTS_TAG, postPagePaths } from '../../../src/lib/cacheTags'
import { revalidate } from '../../../src/server/cache/revalidate'
import type { Post } from '../../../src/payload-types'

/** A saved post expires the lists, home and its page (the old address too when the slug moved). */
export const revalidatePost: CollectionAfterChangeHook<Post> = ({ doc, previousDoc, req }) => {
  const slugs = new Set([doc.slug, previousDoc?.slug].filter(Boolean))
  revalidate(req, {
    paths: [...new Set([...slugs].flatMap((slug) => postPagePaths(slug)))],
    tags: [POSTS_TAG],
  })
  return doc
}

export const revalidatePostDelete: CollectionAfterDeleteHook<Post> = ({ doc, req }) => {
  revalidate(req, { paths: postPagePaths(doc?.slug), tags: [POSTS_TAG] })
  return doc
}
