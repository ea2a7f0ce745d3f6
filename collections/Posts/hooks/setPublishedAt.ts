import type { CollectionBeforeChangeHook } from 'payload'

import type { Post } from '../../../src/payload-types'

/** publishedAt is stamped on the first publish and kept afterwards. */
export const setPublishedAt: CollectionBeforeChangeHook<Post> = ({ data, originalDoc }) => {
  if (data._status === 'published' && !data.publishedAt && !originalDoc?.publishedAt) {
    data.publishedAt = new Date().toISOString()
  }
  return data
}
