import type { Access } from 'payload'

import { hasRole } from './hasRole'

/** Admins manage every profile; a user only their own. */
export const profileOwnerOrAdmin: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin')) return true
  return user ? { user: { equals: user.id } } : false
}
