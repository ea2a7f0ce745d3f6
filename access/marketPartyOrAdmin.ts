import type { Access, Where } from 'payload'

import { hasRole } from './hasRole'

/**
 * An application or booking is seen by its two parties (the artist's account and the gig's
 * organizer) and admins; anyone else finds nothing.
 */
export const marketPartyOrAdmin: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin')) return true
  if (!user) return false
  const parties: Where[] = [{ artistUser: { equals: user.id } }, { organizer: { equals: user.id } }]
  return { or: parties }
}
