import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import type { Application } from '../../../payload-types'
import { lockRow } from '../../platform'
import { fail, type Failure } from '../../platform'
import { idOf } from './parties'

/**
 * Every transition of an application (accept, decline, withdraw, the sweep) starts here, inside
 * its transaction: it locks the gig's row, so transitions on one gig run one after the other, and
 * re-reads the application under the lock. A conflict when it is no longer pending.
 */
export async function lockPending(
  payload: Payload,
  req: PayloadRequest,
  application: Application,
): Promise<Application | Failure<'conflict'>> {
  await lockRow(req, 'gigs', idOf(application.gig))
  // Full access: the caller checked that its user may make this transition.
  const current = await payload.findByID({
    collection: 'applications',
    overrideAccess: true,
    id: application.id,
    depth: 0,
    req,
  })
  if (current.state !== 'pending')
    return fail('conflict', `Applications.errors.state.${current.state}`)
  return current
}
