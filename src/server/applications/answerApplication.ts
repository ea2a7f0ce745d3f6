// No `server-only`: the seed (seed/market.ts) runs this in plain Node, where it throws.
import type { Payload } from 'payload'

import type { Application, User } from '../../payload-types'
import { ApiError } from '../../app/api/_http/ApiError'
import { notify } from '../notifications/notify'
import { acceptInTransaction } from './acceptInTransaction'
import { describeParties } from './describeParties'
import { sweepMarketStates } from './expirePending'
import { findApplication } from './findApplication'
import { idOf, receiverOf, senderOf } from './parties'

export type Answer = 'accept' | 'decline' | 'withdraw'

/**
 * The receiver accepts or declines a pending application (with an optional message); its sender
 * withdraws it. Null when `user` cannot see it; 409 saying why for any other transition.
 */
export async function answerApplication(
  payload: Payload,
  user: User,
  id: string,
  answer: Answer,
  message?: string | null,
): Promise<Application | null> {
  const visible = await findApplication(payload, user, id)
  if (!visible) return null
  await sweepMarketStates(payload, idOf(visible.gig))
  const application = (await findApplication(payload, user, id))!
  const actor = answer === 'withdraw' ? senderOf(application) : receiverOf(application)
  if (actor !== user.id)
    throw new ApiError(
      409,
      answer === 'withdraw' ? 'Applications.errors.onlySender' : 'Applications.errors.onlyReceiver',
    )
  if (application.state !== 'pending')
    throw new ApiError(409, `Applications.errors.state.${application.state}`)
  const { accepted: answered, declined } =
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
      values: { gig: names.gig, name: names.artist },
    })),
  )
}
