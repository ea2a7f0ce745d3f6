import type { CollectionBeforeChangeHook } from 'payload'

import { hasRole } from '../../../access/hasRole'
import type { Comment } from '../../../src/payload-types'

/**
 * A visitor's comment waits for moderation; a signed-in user's is approved and credited to them.
 * Only admins choose a status themselves.
 */
export const setCommentStatus: CollectionBeforeChangeHook<Comment> = ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const user = req.user?.collection === 'users' ? req.user : null
  if (user) {
    data.author = user.id
    data.authorName = null
    data.authorEmail = null
  }
  if (!hasRole(user, 'admin') || !data.status) data.status = user ? 'approved' : 'pending'
  return data
}
