import 'server-only'

import { hasRole } from '../../../access/hasRole'
import type { User } from '../../payload-types'
import { ApiError } from '../../app/api/_http/ApiError'

/** Artists have an artist profile, organizers a venue profile; fans and admins none of their own. */
export function profileCollection(user: User): 'artists' | 'venues' {
  if (hasRole(user, 'artist')) return 'artists'
  if (hasRole(user, 'organizer')) return 'venues'
  throw new ApiError(403, 'ProfileApi.noProfileForRole')
}
