import 'server-only'

import type { Payload } from 'payload'

import type { NotificationType } from '@/lib/market/notificationTypes'
import { describeParties, idOf, notify } from '@/server/market'

import { releaseHours } from '../settings'

/**
 * Tells a booking's `who` about a payment event, in the bell and by mail in each one's language
 * (the market's notify path); after the change is committed, never inside its transaction.
 * Answers the names it told them, for a mail to admins about the same event.
 */
export async function tellPaymentParties(
  payload: Payload,
  bookingId: number,
  type: NotificationType,
  who: ('artist' | 'organizer')[],
): Promise<{ gig: string; artist: string; venue: string }> {
  // The server's own notice about a booking it just changed: full access.
  const booking = await payload.findByID({
    collection: 'bookings',
    id: bookingId,
    depth: 0,
    overrideAccess: true,
  })
  const application = await payload.findByID({
    collection: 'applications',
    id: idOf(booking.application),
    depth: 0,
    overrideAccess: true,
  })
  const names = await describeParties(payload, application)
  await notify(
    payload,
    who.map((party) => ({
      user: idOf(party === 'artist' ? booking.artistUser : booking.organizer),
      type,
      application: application.id,
      values: {
        gig: names.gig,
        name: party === 'artist' ? names.venue : names.artist,
        // The texts say when the share is released as the settings have it, never a fixed figure.
        hours: releaseHours(),
      },
    })),
  )
  return names
}
