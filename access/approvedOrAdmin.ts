import type { Access } from 'payload'

import { hasRole } from './hasRole'

/** Only approved comments are public; admins see the moderation queue too. */
export const approvedOrAdmin: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin')) return true
  return { status: { equals: 'approved' } }
}
