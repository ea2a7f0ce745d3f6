import 'server-only'

import type { Payload } from 'payload'

import { parseRecordId } from '../../../lib/parseRecordId'
import { findShowVenue, type ShowVenue } from '../../market'

/**
 * A show as its tickets need it: when it starts, whose venue sells, and how many fit (the venue
 * profile's capacity; null when the gig names no venue profile or it sets none).
 */
export type TicketShow = ShowVenue & { id: number }

/** The show `idParam` names (a gig with a confirmed lineup, not cancelled); null otherwise. */
export async function findTicketShow(
  payload: Payload,
  idParam: unknown,
): Promise<TicketShow | null> {
  const id = parseRecordId(idParam)
  if (!id) return null
  const show = await findShowVenue(payload, id)
  return show && { id, ...show }
}
