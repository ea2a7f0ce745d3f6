import 'server-only'

import type { Payload } from 'payload'

import { hasRole } from '../../../../access/hasRole'
import type { Gig, User } from '../../../payload-types'
import { fail } from '../../platform'
import { idOf } from '../applications/parties'
import { findGigDoc } from './findGigDoc'
import type { GigFailure } from './gigWriteRules'

/**
 * The gig a path names when `user` may change it (its organizer or an admin); forbidden for anyone
 * else, null when there is no such gig. Checked before an upload is read.
 */
export async function findOwnGig(
  payload: Payload,
  user: User,
  idParam: unknown,
): Promise<Gig | GigFailure | null> {
  const gig = await findGigDoc(payload, user, idParam)
  if (!gig) return null
  const owner = gig.organizer == null ? null : idOf(gig.organizer)
  if (hasRole(user, 'admin') || (hasRole(user, 'organizer') && owner === user.id)) return gig
  return fail('forbidden', 'GigForm.errors.forbidden')
}
