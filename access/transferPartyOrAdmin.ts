import type { Access, Where } from 'payload'

import { hasRole } from './hasRole'

/** A ticket's transfer is read by the fan who gave it, the one who received it, and admins. */
export const transferPartyOrAdmin: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin')) return true
  if (!user) return false
  const parties: Where[] = [{ from: { equals: user.id } }, { to: { equals: user.id } }]
  return { or: parties }
}
