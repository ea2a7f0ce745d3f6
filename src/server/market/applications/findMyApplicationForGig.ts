import 'server-only'

import type { Payload } from 'payload'

import type { User } from '../../../payload-types'
import { sweepMarketStates } from './expirePending'
import { type ApplicationSummary, toApplicationSummary } from './toApplicationSummary'

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
    depth: 1,
    overrideAccess: false,
    user,
  })
  return docs[0] ? toApplicationSummary(docs[0], user.id) : null
}
