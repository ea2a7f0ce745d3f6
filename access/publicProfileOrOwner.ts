import type { Access, Where } from 'payload'

import { hasRole } from './hasRole'

/** Everyone reads public profiles (a name and a city); owners also their unfinished one. */
export const publicProfileOrOwner: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin')) return true
  const isPublic: Where = { isPublic: { equals: true } }
  return user ? { or: [isPublic, { user: { equals: user.id } }] } : isPublic
}
