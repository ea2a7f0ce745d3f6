import 'server-only'

import type { Payload } from 'payload'

import type { Application, User } from '../../../payload-types'
import { fail, isFailure, type Failure } from '../../platform/failure'
import { notify } from '../notifications/notify'
import { acceptInTransaction } from './acceptInTransaction'
import { describeParties } from './describeParties'
import { sweepMarketStates } from './expirePending'
import { findApplication } from './findApplication'
import { idOf, receiverOf, senderOf } from './parties'

export type Answer = 'accept' | 'decline' | 'withdraw'

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
      : {
          accepted: await payload.update({
            collection: 'applications',
            overrideAccess: true,
            id: application.id,
            // The state machine above is the rule; the collection is closed to direct writes.
            data: {
              state: answer === 'decline' ? 'declined' : 'withdrawn',
              responseMessage: message || null,
              respondedAt: new Date().toISOString(),
            },
            depth: 0,
          }),
          declined: [],
        }
  if (isFailure(outcome)) return outcome
  const { accepted: answered, declined } = outcome
  const names = await describeParties(payload, answered)
  const actorName = user.id === idOf(answered.artistUser) ? names.artist : names.venue
  const type = answer === 'accept' ? 'accepted' : answer === 'decline' ? 'declined' : 'withdrawn'
  const other = user.id === senderOf(answered) ? receiverOf(answered) : senderOf(answered)
  await notify(payload, [
    { user: other, type, application: answered.id, values: { gig: names.gig, name: actorName } },
  ])
  // Artists whose pending ones closed because the gig filled up hear it from the venue.
  await notify(
    payload,
    declined.map((closed) => ({
      user: idOf(closed.artistUser),
      type: 'declined' as const,
      application: closed.id,
      values: { gig: names.gig, name: names.venue },
    })),
  )
  if (answer === 'accept') await notifyFollowers(payload, answered, names)
  return answered
}

/** Fans who follow the artist hear that the artist was booked. */
async function notifyFollowers(
  payload: Payload,
  application: Application,
  names: { gig: string; artist: string },
): Promise<void> {
  // Follows are private to each follower; the server reads them all to tell them.
  const { docs } = await payload.find({
    collection: 'follows',
    overrideAccess: true,
    where: { artist: { equals: idOf(application.artist) } },
    pagination: false,
    depth: 0,
  })
  await notify(
    payload,
    docs.map((follow) => ({
      user: idOf(follow.follower),
      type: 'artistBooked' as const,
      // The fan never reads the application; the bell uses it to find the gig page.
      application: application.id,
      gig: idOf(application.gig),
      values: { gig: names.gig, name: names.artist },
    })),
  )
}
