import type { CollectionBeforeChangeHook } from 'payload'

import type { Post } from '../../../src/payload-types'

/** A new post without an author is credited to whoever creates it. */
export const setAuthor: CollectionBeforeChangeHook<Post> = ({ data, operation, req }) => {
  if (operation === 'create' && !data.author && req.user?.collection === 'users')
    data.author = req.user.id
  return data
}
