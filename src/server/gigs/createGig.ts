import 'server-only'

import type { Payload } from 'payload'

import { hasRole } from '../../../access/hasRole'
import type { User } from '../../payload-types'
import { ApiError } from '../../app/api/_http/ApiError'
import { findGig } from './findGig'
import type { GigInput } from './gigInputSchema'
import { assertFutureDate, assertGigRules, refusedAs403 } from './gigWriteRules'
import type { PublicGig } from './toPublicGig'
import { findOwnVenue } from './findOwnVenue'
import { toGigData } from './toGigData'

/**
 * A gig posted by an organizer (or an admin). City and venue name default from the poster's venue
 * profile, which the gig then points at.
 */
export async function createGig(payload: Payload, user: User, input: GigInput): Promise<PublicGig> {
  if (!hasRole(user, 'organizer', 'admin')) throw new ApiError(403, 'GigForm.errors.organizersOnly')
  assertFutureDate(input.date)
  assertGigRules(input)
  const venue = await findOwnVenue(payload, user)
  const city = input.city || venue?.city
  if (!city) throw new ApiError(400, 'GigForm.errors.cityRequired', { field: 'city' })
  const gig = await refusedAs403(
    payload.create({
      collection: 'gigs',
      data: {
        ...toGigData(input),
        title: input.title,
        date: input.date,
        city,
        venue: input.venue || venue?.name || null,
        venueProfile: venue?.id ?? null,
        status: input.status ?? 'open',
      },
      overrideAccess: false,
      user,
    }),
  )
  return (await findGig(payload, gig.id))!
}
