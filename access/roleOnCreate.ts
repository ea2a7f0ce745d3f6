import type { FieldAccess } from 'payload'

import { hasRole } from './hasRole'

/** Anyone signing up picks artist or organizer; only an admin can create another admin. */
export const roleOnCreate: FieldAccess = ({ req: { user }, data }) =>
  hasRole(user, 'admin') || data?.role !== 'admin'
