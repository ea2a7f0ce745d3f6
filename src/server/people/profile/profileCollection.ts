import 'server-only'

import { hasRole } from '../../../../access/hasRole'
import type { User } from '../../../payload-types'
import { fail } from '../../platform'

/** Artists have an artist profile, organizers a venue profile; fans and admins none (null). */
export function profileCollection(user: User): 'artists' | 'venues' | null {
  if (hasRole(user, 'artist')) return 'artists'
  if (hasRole(user, 'organizer')) return 'venues'
  return null
}

/** The refusal for an account that has no profile of its own (a fan, an admin). */
export const noProfileForRole = () => fail('forbidden', 'ProfileApi.noProfileForRole')
