import type { Access } from 'payload'

import { hasRole } from './hasRole'

/** A notification or calendar feed belongs to one user; admins see them all. */
export const recipientOrAdmin: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin')) return true
  return user ? { user: { equals: user.id } } : false
}
