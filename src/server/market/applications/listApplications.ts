import 'server-only'

import type { Payload, Where } from 'payload'

import type { User } from '../../../payload-types'
import { sweepMarketStates } from './expirePending'
import { type ApplicationSummary, toApplicationSummary } from './toApplicationSummary'
import { CARD_POPULATE } from './toArtistCard'
import { withBookingState } from './withBookingState'
import { withDraw } from './withDraw'
import { findGigDoc } from '../gigs/findGigDoc'

async function findSummaries(
  payload: Payload,
  user: User,
  where?: Where,
): Promise<ApplicationSummary[]> {
  const { docs } = await payload.find({
    collection: 'applications',
    where,
    sort: '-createdAt',
    pagination: false,
    // Depth 2 for the artist's photo and the venue's name, kept to what the cards show.
    depth: 2,
    populate: CARD_POPULATE,
    overrideAccess: false,
    user,
  })
  return withBookingState(
    payload,
    user,
    await withDraw(
      payload,
      docs.map((doc) => toApplicationSummary(doc, user.id)),
    ),
  )
}

/** Everything `user` sent or received (the access rules keep it to their own), newest first. */
export async function listMyApplications(payload: Payload, user: User) {
  return findSummaries(payload, user, {
    or: [{ artistUser: { equals: user.id } }, { organizer: { equals: user.id } }],
  })
}

/** A gig's applications and invitations for its organizer; null for anyone else's gig. */
export async function listGigApplications(
  payload: Payload,
  user: User,
  gigIdParam: string,
): Promise<ApplicationSummary[] | null> {
  const gig = await findGigDoc(payload, user, gigIdParam)
  const organizerId = typeof gig?.organizer === 'object' ? gig.organizer?.id : gig?.organizer
  if (!gig || (organizerId !== user.id && user.role !== 'admin')) return null
  await sweepMarketStates(payload, gig.id)
  return findSummaries(payload, user, { gig: { equals: gig.id } })
}
