import type { Access } from 'payload'

import { hasRole } from './hasRole'

/** Artists and organizers (who have profiles and gigs), and admins. */
export const profileMemberOrAdmin: Access = ({ req: { user } }) =>
  hasRole(user, 'artist', 'organizer', 'admin')
