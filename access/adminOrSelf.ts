import type { Access } from 'payload'

import { hasRole } from './hasRole'

/** Admins reach every user; anyone else only their own account. */
export const adminOrSelf: Access = ({ req: { user } }) => {
  if (!user) return false
  if (hasRole(user, 'admin')) return true
  return { id: { equals: user.id } }
}
