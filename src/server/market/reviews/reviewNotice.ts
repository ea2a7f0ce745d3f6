import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { describeParties } from '../applications/describeParties'
import { idOf } from '../applications/parties'
import type { NotificationInput } from '../notifications/notificationInput'
import type { PartyBooking } from './findPartyBooking'

/**
 * The reviewed party's notice of a new review: named after the writer's side (the stage name or
 * the venue), on the booking's application, so it leads to the reviewed profile's reviews.
 */
export async function reviewNotice(
  payload: Payload,
  { booking, direction }: PartyBooking,
  req: PayloadRequest,
): Promise<NotificationInput> {
  const names = await describeParties(payload, booking, req)
  const byArtist = direction === 'artistToVenue'
  return {
    user: idOf(byArtist ? booking.organizer : booking.artistUser),
    type: 'reviewReceived',
    application: idOf(booking.application),
    values: { gig: names.gig, name: byArtist ? names.artist : names.venue },
  }
}
