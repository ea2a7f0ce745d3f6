import type { Payload } from 'payload'

import type { User } from '../src/payload-types'
import type { GigFixture } from './fixtures/gigs'

const DAY_MS = 24 * 60 * 60 * 1000

/** Creates the gig unless one with its title exists. */
export async function upsertGig(
  payload: Payload,
  gig: GigFixture,
  organizer: User,
): Promise<'created' | 'kept'> {
  const { totalDocs } = await payload.count({
    collection: 'gigs',
    where: { title: { equals: gig.title } },
  })
  if (totalDocs > 0) return 'kept'
  const { daysFromNow, ...fields } = gig
  await payload.create({
    collection: 'gigs',
    data: {
      ...fields,
      date: new Date(Date.now() + daysFromNow * DAY_MS).toISOString(),
      organizer: organizer.id,
    },
  })
  return 'created'
}
