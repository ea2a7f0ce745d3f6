import 'server-only'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'

import { findTicketShow } from './ticketShow'
import { takenCounts } from './takenCounts'
import { toTicketTypeView, type TicketTypeView } from './ticketTypeView'

/** The ticket types of show `gigId`, oldest first, as anyone reads them. */
export async function readTicketTypes(
  payload: Payload,
  gigId: number,
  locale: Locale,
): Promise<TicketTypeView[]> {
  const { docs } = await payload.find({
    collection: 'ticket-types',
    where: { gig: { equals: gigId } },
    sort: 'createdAt',
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user: null,
  })
  const now = new Date()
  const taken = await takenCounts(
    payload,
    docs.map((type) => type.id),
    now,
  )
  return docs.map((type) => toTicketTypeView(type, taken.get(type.id) ?? 0, locale, now))
}

/** The show's ticket types (public); null when `idParam` names no show. */
export async function listTicketTypes(
  payload: Payload,
  idParam: string,
  locale: Locale,
): Promise<TicketTypeView[] | null> {
  const show = await findTicketShow(payload, idParam)
  return show ? readTicketTypes(payload, show.id, locale) : null
}
