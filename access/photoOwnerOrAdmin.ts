import type { Access } from 'payload'

import { hasRole } from './hasRole'

/** Admins manage every photo; a user only the ones they uploaded. */
export const photoOwnerOrAdmin: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin')) return true
  return user ? { owner: { equals: user.id } } : false
}
