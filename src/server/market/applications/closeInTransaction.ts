import 'server-only'

import type { Payload } from 'payload'

import type { Application, User } from '../../../payload-types'
import { inTransaction } from '../../platform'
import { isFailure, type Failure } from '../../platform'
import type { AnswerOutcome } from './acceptInTransaction'
import { artistName, partyNames } from './describeParties'
import { lockPending } from './lockPending'
import { idOf } from './parties'

/**
 * Declines or withdraws a pending application under the same lock as an accept: of an accept and
 * a withdrawal sent at once, one wins and the other finds it no longer pending (a conflict).
 */
export async function closeInTransaction(
  payload: Payload,
  user: User,
  application: Application,
  state: 'declined' | 'withdrawn',
  message?: string | null,
): Promise<AnswerOutcome | Failure<'conflict'>> {
  return inTransaction(payload, user, async (req) => {
    const locked = await lockPending(payload, req, application)
    if (isFailure(locked)) return locked
    // The state machine is the rule (the caller checked `user` may); the collection is closed
    // to direct writes.
    const answered = await payload.update({
      collection: 'applications',
      overrideAccess: true,
      id: application.id,
      data: { state, responseMessage: message || null, respondedAt: new Date().toISOString() },
      depth: 0,
      req,
    })
    const artist = await artistName(payload, idOf(application.artist), req)
    return { answered, declined: [], names: partyNames(locked.gig, artist) }
  })
}
