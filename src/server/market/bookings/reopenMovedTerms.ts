import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import type { Booking } from '../../../payload-types'
import { describeParties } from '../applications/describeParties'
import { idOf } from '../applications/parties'
import { notify } from '../notifications/notify'

/**
 * A gig that moved (its date, time, venue or city) no longer matches the terms its bookings
 * agreed: inside the move's transaction, under the gig's lock, each confirmed booking's terms go
 * back to proposed with a new proposal time (so a confirmation of the old one is refused), and
 * the artist must confirm them again. Returns the confirmed bookings, whose artists are told.
 */
export async function reopenMovedTerms(req: PayloadRequest, gigId: number): Promise<Booking[]> {
  // The caller checked that the user may edit the gig; bookings are closed to direct writes.
  const { docs } = await req.payload.find({
    collection: 'bookings',
    overrideAccess: true,
    where: { and: [{ gig: { equals: gigId } }, { state: { equals: 'confirmed' } }] },
    pagination: false,
    depth: 0,
    req,
  })
  const withTerms = docs.filter((booking) => booking.termsStatus !== 'none')
  if (withTerms.length > 0)
    await req.payload.update({
      collection: 'bookings',
      overrideAccess: true,
      where: { id: { in: withTerms.map((booking) => booking.id) } },
      data: {
        termsStatus: 'proposed',
        terms: { proposedAt: new Date().toISOString(), confirmedAt: null },
      },
      depth: 0,
      req,
    })
  return docs
}

/** Each booked artist of a moved gig hears of it, in the bell and by mail. */
export async function tellGigMoved(payload: Payload, bookings: Booking[]): Promise<void> {
  for (const booking of bookings) {
    // The server's own notice about a booking whose gig just moved: full access.
    const application = await payload.findByID({
      collection: 'applications',
      overrideAccess: true,
      id: idOf(booking.application),
      depth: 0,
    })
    const names = await describeParties(payload, application)
    await notify(payload, [
      {
        user: idOf(booking.artistUser),
        type: 'gigMoved',
        application: application.id,
        values: { gig: names.gig, name: names.venue },
      },
    ])
  }
}
