import type { Access } from 'payload'

import { hasRole } from './hasRole'

export const organizerOrAdmin: Access = ({ req: { user } }) => hasRole(user, 'organizer', 'admin')
