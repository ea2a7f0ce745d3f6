import 'server-only'

import type { Payload } from 'payload'

import type { Application, User } from '../../../payload-types'
import { fail, isFailure, type Failure } from '../../platform'
import { notify } from '../notifications/notify'
import { queueFollowersNotice } from '../notifications/notifyFollowers'
import { queueNotices } from '../notifications/queueNotices'
import { acceptInTransaction } from './acceptInTransaction'
import { closeInTransaction } from './closeInTransaction'
import { findApplication } from './findApplication'
import { idOf, receiverOf, senderOf } from './parties'

type Answer = 'accept' | 'decline' | 'withdraw'

/**
 * The receiver accepts or declines a pending application (with an optional message); its sender
 * withdraws it. Null when `user` cannot see it; a conflict saying why for any other transition.
 */
export async function answerApplication(
  payload: Payload,
  user: User,
  id: string,
  answer: Answer,
  message?: string | null,
): Promise<Application | Failure<'conflict'> | null> {
  const application = await findApplication(payload, user, id)
  if (!application) return null
  // Who sent and who received never change; whether it is still pending is read under the lock.
  const actor = answer === 'withdraw' ? senderOf(application) : receiverOf(application)
  if (actor !== user.id)
    return fail(
      'conflict',
      answer === 'withdraw' ? 'Applications.errors.onlySender' : 'Applications.errors.onlyReceiver',
    )
  const outcome =
    answer === 'accept'
      ? await acceptInTransaction(payload, user, application, message)
      : await closeInTransaction(
          payload,
          user,
          application,
          answer === 'decline' ? 'declined' : 'withdrawn',
          message,
        )
  if (isFailure(outcome)) return outcome
  const { answered, declined, names } = outcome
  const actorName = user.id === idOf(answered.artistUser) ? names.artist : names.venue
  const type = answer === 'accept' ? 'accepted' : answer === 'decline' ? 'declined' : 'withdrawn'
  const other = user.id === senderOf(answered) ? receiverOf(answered) : senderOf(answered)
  await notify(payload, [
    { user: other, type, application: answered.id, values: { gig: names.gig, name: actorName } },
  ])
  // Artists whose pending ones closed because the gig filled up hear it from the venue; they may
  // be many, so the queue tells them, not this request.
  await queueNotices(
    payload,
    declined.map((closed) => ({
      user: idOf(closed.artistUser),
      type: 'declined' as const,
      application: closed.id,
      values: { gig: names.gig, name: names.venue },
    })),
  )
  // Followers may be many: the queue tells them, not this request.
  if (answer === 'accept')
    await queueFollowersNotice(payload, {
      artist: idOf(answered.artist),
      application: answered.id,
      gigId: idOf(answered.gig),
      gig: names.gig,
      name: names.artist,
    })
  return answered
}
