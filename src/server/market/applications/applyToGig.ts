import 'server-only'

import type { Payload } from 'payload'

import type { Application, User } from '../../../payload-types'
import { fail, isFailure, type Failure } from '../../platform'
import { notify } from '../notifications/notify'
import { describeParties } from './describeParties'
import { gigRefusal } from './gigOpenness'
import { idOf } from './parties'
import { saveNewApplication } from './saveNewApplication'
import { findGigDoc } from '../gigs/findGigDoc'
import { clashFailure, findBusyClash, gigDay } from '../availability/busyClash'

type ApplyInput = { message: string; proposedFee?: number | null }

/**
 * An artist applies to a gig: null when the gig does not exist; forbidden for anyone but an
 * artist; a conflict without a public profile, for a gig that takes no applications, on a day
 * the artist is busy (booked or blocked), or a second time.
 */
export async function applyToGig(
  payload: Payload,
  user: User,
  gigIdParam: string,
  input: ApplyInput,
): Promise<Application | Failure<'forbidden' | 'conflict'> | null> {
  const gig = await findGigDoc(payload, user, gigIdParam)
  if (!gig) return null
  if (user.role !== 'artist') return fail('forbidden', 'Applications.errors.onlyArtists')
  const { docs } = await payload.find({
    collection: 'artists',
    where: { user: { equals: user.id } },
    depth: 0,
    limit: 1,
    overrideAccess: false,
    user,
  })
  const artist = docs[0]
  if (!artist?.isPublic) return fail('conflict', 'Applications.errors.profileNotPublic')
  const refusal = gigRefusal(gig)
  if (refusal) return refusal
  if (!gig.organizer) return fail('conflict', 'Applications.errors.gigClosed')
  const clash = await findBusyClash(payload, artist.id, gigDay(gig))
  if (clash) return clashFailure(clash, gigDay(gig), true)
  const application = await saveNewApplication(payload, user, {
    kind: 'application',
    gig: gig.id,
    artist: artist.id,
    artistUser: user.id,
    organizer: idOf(gig.organizer),
    message: input.message,
    proposedFee: input.proposedFee ?? null,
  })
  if (isFailure(application)) return application
  const names = await describeParties(payload, application)
  await notify(payload, [
    {
      user: idOf(gig.organizer),
      type: 'applicationReceived',
      application: application.id,
      values: { gig: names.gig, name: names.artist },
    },
  ])
  return application
}
