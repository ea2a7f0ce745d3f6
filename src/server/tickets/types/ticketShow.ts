import 'server-only'

import type { Payload } from 'payload'

import { idOf } from '../../../lib/idOf'
import { parseRecordId } from '../../../lib/parseRecordId'
import { isShow } from '../../market'

/** A show as its tickets need it: when it starts, whose venue sells, and how many fit. */
export type TicketShow = {
  id: number
  date: string
  organizer: number | null
  /** The venue profile's capacity; null when the gig names no venue profile or it sets none. */
  capacity: number | null
}

/** The show `idParam` names (a gig with a confirmed lineup, not cancelled); null otherwise. */
export async function findTicketShow(
  payload: Payload,
  idParam: unknown,
): Promise<TicketShow | null> {
  const id = parseRecordId(idParam)
  if (!id || !(await isShow(payload, id))) return null
  const { docs } = await payload.find({
    collection: 'gigs',
    where: { id: { equals: id } },
    limit: 1,
    // One row by id: no count of the matches.
    pagination: false,
    depth: 0,
    select: { date: true, organizer: true, venueProfile: true },
    overrideAccess: false,
    user: null,
  })
  const gig = docs[0]
  if (!gig) return null
  const venueId = idOf(gig.venueProfile)
  // Full access: the capacity bounds what is sold even while the venue's page is hidden.
  const venue = venueId
    ? await payload.findByID({
        collection: 'venues',
        id: venueId,
        depth: 0,
        select: { capacity: true },
        overrideAccess: true,
        disableErrors: true,
      })
    : null
  return {
    id,
    date: gig.date,
    organizer: idOf(gig.organizer),
    capacity: venue?.capacity ?? null,
  }
}
