import type { Access } from 'payload'

import { hasRole } from './hasRole'

export const artistOrAdmin: Access = ({ req: { user } }) => hasRole(user, 'artist', 'admin')
