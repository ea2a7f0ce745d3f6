import type { CollectionBeforeChangeHook } from 'payload'

import type { Post } from '../../../src/payload-types'
import { lexicalPlainText, readTimeMinutes } from '../../../src/lib/readTime'

/** Read time (minutes) of the locale being saved, from its rich-text content. */
export const computeReadTime: CollectionBeforeChangeHook<Post> = ({ data }) => {
  if (data.content !== undefined) data.readTime = readTimeMinutes(lexicalPlainText(data.content))
  return data
}
