import type { Access } from 'payload'

import { hasRole } from './hasRole'

/** Admins manage every gig; an organizer only the gigs they created. */
export const gigOwnerOrAdmin: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin')) return true
  if (hasRole(user, 'organizer') && user) return { organizer: { equals: user.id } }
  return false
}
