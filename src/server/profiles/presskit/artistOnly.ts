import 'server-only'

import { hasRole } from '../../../../access/hasRole'
import type { User } from '../../../payload-types'
import { fail, type Failure } from '../../platform'

/** A press kit belongs to an artist profile: anyone else is refused. */
export const artistOnly = (user: User): Failure<'forbidden'> | null =>
  hasRole(user, 'artist') ? null : fail('forbidden', 'PressKitApi.artistsOnly')
