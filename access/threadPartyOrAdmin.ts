import type { Access, Where } from 'payload'

import { hasRole } from './hasRole'

/** A thread message is seen by the two parties of its application and admins. */
export const threadPartyOrAdmin: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin')) return true
  if (!user) return false
  const parties: Where[] = [
    { 'application.artistUser': { equals: user.id } },
    { 'application.organizer': { equals: user.id } },
  ]
  return { or: parties }
}
