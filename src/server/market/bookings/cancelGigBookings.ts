import 'server-only'

import type { Payload } from 'payload'

import type { Booking, User } from '../../../payload-types'
import { inTransaction, lockRow } from '../../platform'
import { describeParties } from '../applications/describeParties'
import { expirePendingForGig } from '../applications/expirePending'
import { idOf } from '../applications/parties'
import { notify } from '../notifications/notify'

/**
 * After `user` cancelled a gig: its confirmed bookings are cancelled with the catalogue's reason
 * and its pending applications expire, under the gig's lock (an accept in flight books first,
 * then is cancelled here); then the artist and the organizer of each booking are told. The
 * calendar feeds leave cancelled bookings out.
 */
export async function cancelGigBookings(payload: Payload, user: User, gigId: number) {
  const cancelled = await inTransaction(payload, user, async (req) => {
    await lockRow(req, 'gigs', gigId)
    // The caller checked that `user` may cancel the gig; bookings are closed to direct writes.
    const { docs } = await payload.update({
      collection: 'bookings',
      overrideAccess: true,
      where: { and: [{ gig: { equals: gigId } }, { state: { equals: 'confirmed' } }] },
      data: {
        state: 'cancelled',
        // A key, shown in each reader's language.
        cancelledFor: 'gigCancelled',
        cancelledBy: user.id,
      },
      depth: 0,
      req,
    })
    await expirePendingForGig(payload, gigId, 'gigCancelled', req)
    return docs
  })
  for (const booking of cancelled) await tellParties(payload, booking)
}

async function tellParties(payload: Payload, booking: Booking): Promise<void> {
  // The server's own notice about a booking it just cancelled: full access.
  const application = await payload.findByID({
    collection: 'applications',
    overrideAccess: true,
    id: idOf(booking.application),
    depth: 0,
  })
  const names = await describeParties(payload, application)
  const notice = {
    type: 'bookingCancelled' as const,
    application: application.id,
    values: { gig: names.gig, name: names.venue },
  }
  await notify(payload, [
    { ...notice, user: idOf(booking.artistUser) },
    { ...notice, user: idOf(booking.organizer) },
  ])
}
