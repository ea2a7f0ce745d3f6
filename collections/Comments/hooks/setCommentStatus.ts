import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { hasRole } from '../../../access/hasRole'
import type { Comment, User } from '../../../src/payload-types'

/**
 * A signed-in user's comment is credited to their account (a visitor's `author` is dropped by the
 * field's access).
 * Accounts are free and unverified, so only admins and members with an approved comment are
 * trusted: a new account's first comment waits for moderation like a visitor's. The status
 * field's access strips any status a non-admin sends, so its default 'pending' stands otherwise.
 */
export const setCommentStatus: CollectionBeforeChangeHook<Comment> = async ({
  data,
  operation,
  req,
}) => {
  if (operation !== 'create') return data
  const user = req.user?.collection === 'users' ? (req.user as User) : null
  if (!user) return data
  data.author = user.id
  data.authorName = null
  data.authorEmail = null
  if (hasRole(user, 'admin') || (await hasApprovedComment(req, user.id))) data.status = 'approved'
  return data
}

// The moderation history is not the user's to read, so the count runs with full access.
async function hasApprovedComment(req: PayloadRequest, author: number): Promise<boolean> {
  const { totalDocs } = await req.payload.count({
    collection: 'comments',
    where: { author: { equals: author }, status: { equals: 'approved' } },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}
