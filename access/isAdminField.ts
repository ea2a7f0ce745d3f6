import type { FieldAccess } from 'payload'

import { hasRole } from './hasRole'

export const isAdminField: FieldAccess = ({ req: { user } }) => hasRole(user, 'admin')
