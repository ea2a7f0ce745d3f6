import type { Access } from 'payload'

import { hasRole } from './hasRole'

export const isAdmin: Access = ({ req: { user } }) => hasRole(user, 'admin')
