import type { PayloadRequest } from 'payload'

import { hasRole } from './hasRole'

/** Only admins may open the Payload panel at /cms. */
export const canUseAdminPanel = ({ req: { user } }: { req: PayloadRequest }): boolean =>
  hasRole(user, 'admin')
