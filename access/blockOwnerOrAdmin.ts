import type { Access } from 'payload'

import { hasRole } from './hasRole'

/** An availability block is its artist's alone (its note is private); admins see them all. */
export const blockOwnerOrAdmin: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin')) return true
  return hasRole(user, 'artist') && user ? { user: { equals: user.id } } : false
}
