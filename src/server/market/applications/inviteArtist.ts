import 'server-only'

import type { Payload } from 'payload'

import type { Application, User } from '../../../payload-types'
import { fail, isFailure, type Failure } from '../../platform'
import { parseRecordId } from '../../../lib/parseRecordId'
import { notify } from '../notifications/notify'
import { describeParties } from './describeParties'
import { gigRefusal } from './gigOpenness'
import { idOf } from './parties'
import { saveNewApplication } from './saveNewApplication'
import { isStorableText } from '../../../lib/storableText'
import { clashFailure, findBusyClash, gigDay } from '../availability/busyClash'

/**
 * A gig's organizer invites an artist (by public profile slug) to it: null when the artist or
 * the gig does not exist; forbidden when the gig is someone else's; a conflict when it takes no
 * applications, the artist is busy that day (booked or blocked) or already has one for it.
 */
export async function inviteArtist(
  payload: Payload,
  user: User,
  slug: string,
  input: { gigId: number | string; message: string },
): Promise<Application | Failure<'forbidden' | 'conflict'> | null> {
  if (!isStorableText(slug)) return null
  const access = { overrideAccess: false, user, depth: 0 } as const
  const { docs } = await payload.find({
    collection: 'artists',
    where: { and: [{ slug: { equals: slug } }, { isPublic: { equals: true } }] },
    limit: 1,
    ...access,
  })
  const artist = docs[0]
  const gigId = parseRecordId(input.gigId)
  const gig = gigId
    ? await payload.findByID({ collection: 'gigs', id: gigId, disableErrors: true, ...access })
    : null
  if (!artist || !gig) return null
  if (!gig.organizer || idOf(gig.organizer) !== user.id)
    return fail('forbidden', 'Applications.errors.notYourGig')
  const refusal = gigRefusal(gig)
  if (refusal) return refusal
  const clash = await findBusyClash(payload, artist.id, gigDay(gig))
  if (clash) return clashFailure(clash, gigDay(gig))
  const invitation = await saveNewApplication(payload, user, {
    kind: 'invitation',
    gig: gig.id,
    artist: artist.id,
    artistUser: idOf(artist.user),
    organizer: user.id,
    message: input.message,
    proposedFee: null,
  })
  if (isFailure(invitation)) return invitation
  const names = await describeParties(payload, invitation)
  await notify(payload, [
    {
      user: idOf(artist.user),
      type: 'invitationReceived',
      application: invitation.id,
      values: { gig: names.gig, name: names.venue },
    },
  ])
  return invitation
}
