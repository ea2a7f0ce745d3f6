import type { CollectionBeforeChangeHook } from 'payload'

import type { Comment } from '../../../src/payload-types'

/**
 * A signed-in user's comment is approved and credited to their account. A visitor's waits for
 * moderation: the status field's access strips any status they send, so its default 'pending'
 * stands.
 */
export const setCommentStatus: CollectionBeforeChangeHook<Comment> = ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const user = req.user?.collection === 'users' ? req.user : null
  if (user) {
    data.author = user.id
    data.authorName = null
    data.authorEmail = null
    data.status = 'approved'
  }
  return data
}
