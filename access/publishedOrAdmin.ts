import type { Access } from 'payload'

import { hasRole } from './hasRole'

/** Visitors and members read published posts only; drafts are for admins. */
export const publishedOrAdmin: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin')) return true
  return { _status: { equals: 'published' } }
}
