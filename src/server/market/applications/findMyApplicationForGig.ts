import 'server-only'

import type { Payload } from 'payload'

import type { User } from '../../../payload-types'
import { sweepMarketStates } from './expirePending'
import { type ApplicationSummary, toApplicationSummary } from './toApplicationSummary'
import { CARD_POPULATE } from './toArtistCard'
import { withBookingState } from './withBookingState'

/** The artist's own application or invitation for a gig, for the gig page; null if none. */
export async function findMyApplicationForGig(
  payload: Payload,
  user: User,
  gigId: number,
): Promise<ApplicationSummary | null> {
  await sweepMarketStates(payload, gigId)
  const { docs } = await payload.find({
    collection: 'applications',
    where: { and: [{ gig: { equals: gigId } }, { artistUser: { equals: user.id } }] },
    limit: 1,
    // Depth 2 for the artist's photo and the venue's name, kept to what the cards show.
    depth: 2,
    populate: CARD_POPULATE,
    overrideAccess: false,
    user,
  })
  if (!docs[0]) return null
  const [summary] = await withBookingState(payload, user, [toApplicationSummary(docs[0], user.id)])
  return summary
}
