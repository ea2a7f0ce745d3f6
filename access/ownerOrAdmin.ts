import type { Access } from 'payload'

import { hasRole, type Role } from './hasRole'

/**
 * Admins see and change every document; a signed-in user (of `role`, when given) only those whose
 * `field` names them; anyone else nothing. The one shape of the "own rows or admin" predicates.
 */
export const ownerOrAdmin =
  (field: string, role?: Role): Access =>
  ({ req: { user } }) => {
    if (hasRole(user, 'admin')) return true
    if (!user || (role && !hasRole(user, role))) return false
    return { [field]: { equals: user.id } }
  }
