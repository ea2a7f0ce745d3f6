import 'server-only'

import type { Payload } from 'payload'

import type { Application, User } from '../../../payload-types'
import { fail, isFailure, type Failure } from '../../platform'
import { inTransaction, lockRow } from '../../platform'
import { expirePendingForGig } from './expirePending'
import { lockPending } from './lockPending'
import { agreedFee, toStoredFee } from '../bookings/agreedFee'
import { idOf } from './parties'
import { clashFailure, findBusyClash, gigDay } from '../availability/busyClash'
import { artistName, partyNames, type PartyNames } from './describeParties'

/** What an answer changed, and the names its notices show, read inside its transaction. */
export type AnswerOutcome = { answered: Application; declined: Application[]; names: PartyNames }

/**
 * Accepts a pending application and books the artist, in one transaction that first locks the
 * gig's row and reads the application and the gig once under it (see lockPending): two accepts for the last slot run one after the other, and the second finds the gig
 * full (a conflict). It then locks the artist's row: two accepts of one artist for gigs on the
 * same day run one after the other, and the second finds the artist busy (a conflict naming the
 * clash), as does an accept for a day the artist blocked. When the bookings reach the gig's
 * slots, the gig is filled and its other pending applications are declined.
 */
export async function acceptInTransaction(
  payload: Payload,
  user: User,
  application: Application,
  message?: string | null,
): Promise<AnswerOutcome | Failure<'conflict'>> {
  const gigId = idOf(application.gig)
  return inTransaction(payload, user, async (req) => {
    // The other request may have changed both since we looked: read them under the gig's lock.
    const locked = await lockPending(payload, req, application)
    if (isFailure(locked)) return locked
    const { application: current, gig } = locked
    // Full access from here on: the caller checked that `user` is the receiver.
    if (gig.status !== 'open') return fail('conflict', 'Applications.errors.gigFilled')
    const { totalDocs: booked } = await payload.count({
      collection: 'bookings',
      overrideAccess: true,
      where: { and: [{ gig: { equals: gigId } }, { state: { equals: 'confirmed' } }] },
      req,
    })
    const slots = gig.slots ?? 1
    if (booked >= slots) return fail('conflict', 'Applications.errors.gigFilled')
    const artistId = idOf(application.artist)
    await lockRow(req, 'artists', artistId)
    const day = gigDay(gig)
    const clash = await findBusyClash(payload, artistId, day, req)
    if (clash) return clashFailure(clash, day, user.id === idOf(application.artistUser))
    const names = partyNames(gig, await artistName(payload, artistId, req))
    const accepted = await payload.update({
      collection: 'applications',
      overrideAccess: true,
      id: application.id,
      data: {
        state: 'accepted',
        responseMessage: message || null,
        respondedAt: new Date().toISOString(),
      },
      depth: 0,
      req,
    })
    await payload.create({
      collection: 'bookings',
      overrideAccess: true,
      data: {
        application: application.id,
        gig: gigId,
        artist: artistId,
        artistUser: idOf(application.artistUser),
        organizer: idOf(application.organizer),
        state: 'confirmed',
        termsStatus: 'none',
        agreedFee: toStoredFee(agreedFee(current, gig)),
      },
      depth: 0,
      req,
    })
    let declined: Application[] = []
    if (booked + 1 >= slots) {
      await payload.update({
        collection: 'gigs',
        overrideAccess: true,
        id: gigId,
        data: { status: 'filled' },
        depth: 0,
        req,
      })
      declined = await expirePendingForGig(payload, gigId, 'gigFilled', req)
    }
    return { answered: accepted, declined, names }
  })
}
