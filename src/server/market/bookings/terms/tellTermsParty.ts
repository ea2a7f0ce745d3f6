import 'server-only'

import type { Payload } from 'payload'

import type { Booking } from '../../../../payload-types'
import { describeParties } from '../../applications/describeParties'
import { idOf } from '../../applications/parties'
import { notify } from '../../notifications/notify'

/**
 * The other party hears of proposed terms (the artist), or of confirmed ones or a change asked
 * for (the organizer; the artist's message is quoted in the mail).
 */
export async function tellTermsParty(
  payload: Payload,
  booking: Booking,
  type: 'termsProposed' | 'termsConfirmed' | 'termsChangeRequested',
  excerpt?: string,
): Promise<void> {
  // The server's own notice about a booking whose party just acted: full access.
  const application = await payload.findByID({
    collection: 'applications',
    overrideAccess: true,
    id: idOf(booking.application),
    depth: 0,
  })
  const names = await describeParties(payload, application)
  const proposed = type === 'termsProposed'
  await notify(payload, [
    {
      user: proposed ? idOf(booking.artistUser) : idOf(booking.organizer),
      type,
      application: application.id,
      values: { gig: names.gig, name: proposed ? names.venue : names.artist },
      ...(excerpt ? { excerpt } : {}),
    },
  ])
}
