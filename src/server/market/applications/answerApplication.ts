import 'server-only'

import type { Payload } from 'payload'

import type { Application, User } from '../../../payload-types'
import { fail, isFailure, type Failure } from '../../platform'
import { notify } from '../notifications/notify'
import { queueFollowersNotice } from '../notifications/notifyFollowers'
import { queueNotices } from '../notifications/queueNotices'
import { acceptInTransaction } from './acceptInTransaction'
import { closeInTransaction } from './closeInTransaction'
import { describeParties } from './describeParties'
import { sweepMarketStates } from './expirePending'
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
  const visible = await findApplication(payload, user, id)
  if (!visible) return null
  await sweepMarketStates(payload, idOf(visible.gig))
  const application = (await findApplication(payload, user, id))!
  const actor = answer === 'withdraw' ? senderOf(application) : receiverOf(application)
  if (actor !== user.id)
    return fail(
      'conflict',
      answer === 'withdraw' ? 'Applications.errors.onlySender' : 'Applications.errors.onlyReceiver',
    )
  if (application.state !== 'pending')
    return fail('conflict', `Applications.errors.state.${application.state}`)
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
  const { accepted: answered, declined } = 'accepted' in outcome ? outcome : closed(outcome)
  const names = await describeParties(payload, answered)
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

const closed = (accepted: Application) => ({ accepted, declined: [] as Application[] })
