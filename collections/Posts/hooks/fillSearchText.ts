import type { FieldHook } from 'payload'

import { foldForSearch } from '../../../src/lib/foldForSearch'
import { lexicalPlainText } from '../../../src/lib/readTime'
import type { Post } from '../../../src/payload-types'

/**
 * The folded text public search looks in, for the locale being saved: title, excerpt and the
 * content's plain text. Incoming values win over stored ones, so partial updates keep it whole.
 */
export const fillSearchText: FieldHook<Post, string | null | undefined, Post> = ({
  siblingData,
  originalDoc,
}) => {
  const pick = <K extends 'title' | 'excerpt' | 'content'>(key: K) =>
    siblingData?.[key] !== undefined ? siblingData[key] : originalDoc?.[key]
  return foldForSearch(
    [pick('title'), pick('excerpt'), lexicalPlainText(pick('content'))]
      .filter((part): part is string => typeof part === 'string')
      .join(' '),
  )
}
