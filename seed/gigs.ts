import type { Payload } from 'payload'

import type { Venue } from '../src/payload-types'
import type { GigFixture } from './fixtures/gigs'
import { DAY_MS } from '../src/lib/durations'

/** 21:00 in Istanbul (18:00 UTC) on the day `days` from today. */
const eveningIn = (days: number) => {
  const day = new Date(Date.now() + days * DAY_MS)
  day.setUTCHours(18, 0, 0, 0)
  return day
}

/**
 * Creates the gig unless one with its title exists, posted by its venue's organizer from the
 * venue's city. A fixture whose venue is missing is skipped.
 */
export async function upsertGig(
  payload: Payload,
  gig: GigFixture,
  venues: Map<string, Venue>,
): Promise<'created' | 'kept' | 'skipped'> {
  const venue = venues.get(gig.venueSlug)
  if (!venue?.city) return 'skipped'
  const { totalDocs } = await payload.count({
    collection: 'gigs',
    where: { title: { equals: gig.title } },
  })
  if (totalDocs > 0) return 'kept'
  const { daysFromNow, deadlineDaysBefore, venueSlug: _slug, ...fields } = gig
  const date = eveningIn(daysFromNow)
  await payload.create({
    collection: 'gigs',
    data: {
      ...fields,
      date: date.toISOString(),
      deadline: deadlineDaysBefore
        ? new Date(date.getTime() - deadlineDaysBefore * DAY_MS).toISOString()
        : null,
      city: venue.city,
      venue: venue.name,
      venueProfile: venue.id,
      organizer: typeof venue.user === 'object' && venue.user ? venue.user.id : venue.user,
    },
  })
  return 'created'
}
