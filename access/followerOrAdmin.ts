import type { Access } from 'payload'

import { hasRole } from './hasRole'

/** A follow belongs to the user who follows; admins see all of them. */
export const followerOrAdmin: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin')) return true
  return user ? { follower: { equals: user.id } } : false
}
