import 'server-only'

import type { Payload } from 'payload'

import { hasRole } from '../../../../access/hasRole'
import type { User } from '../../../payload-types'
import { fail, isFailure } from '../../platform'
import { findGig } from './findGig'
import type { GigInput } from './gigInputSchema'
import {
  gigRulesRefusal,
  pastDateRefusal,
  refusedAsForbidden,
  type GigFailure,
} from './gigWriteRules'
import type { PublicGig } from './toPublicGig'
import { findOwnVenue } from './findOwnVenue'
import { toGigData } from './toGigData'

/**
 * A gig posted by an organizer (or an admin). City and venue name default from the poster's venue
 * profile, which the gig then points at.
 */
export async function createGig(
  payload: Payload,
  user: User,
  input: GigInput,
): Promise<PublicGig | GigFailure> {
  if (!hasRole(user, 'organizer', 'admin'))
    return fail('forbidden', 'GigForm.errors.organizersOnly')
  const refusal = pastDateRefusal(input.date) ?? gigRulesRefusal(input)
  if (refusal) return refusal
  const venue = await findOwnVenue(payload, user)
  const city = input.city || venue?.city
  if (!city) return fail('invalid', 'GigForm.errors.cityRequired', { field: 'city' })
  const gig = await refusedAsForbidden(
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
  if (isFailure(gig)) return gig
  return (await findGig(payload, gig.id))!
}
