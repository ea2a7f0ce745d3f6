import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { hasRole } from '../../../../access/hasRole'
import type { Locale } from '@/i18n/locales'
import type { TicketType, User } from '@/payload-types'

import { hasPayoutDetails } from '../../payments'
import { fail, inTransaction, lockName, sqlOf, type Failure } from '../../platform'
import { offBoard } from '../orders/saleBoard'
import { queueOnSaleAlert } from '../alerts/alertOnSale'
import { checkTicketTypes, type TicketTypeData } from './checkTicketTypes'
import { readTicketTypes } from './listTicketTypes'
import { takenCounts } from './takenCounts'
import { findTicketShow } from './ticketShow'
import type { TicketTypesInput } from './ticketTypesSchema'
import type { TicketTypeView } from './ticketTypeView'

type SaveFailure = Failure<'invalid' | 'forbidden' | 'conflict'>

/**
 * The show's venue replaces its list of ticket types: a type with an `id` is updated, one without
 * is added, one left out is removed. A type with tickets sold or held cannot be removed nor cut
 * below them; paid types need the venue's payout details. Null when `idParam` is no show. Each
 * save queues the on-sale alert for the moment the first type opens.
 */
export async function saveTicketTypes(
  payload: Payload,
  user: User,
  idParam: string,
  input: TicketTypesInput,
  locale: Locale,
): Promise<TicketTypeView[] | SaveFailure | null> {
  const show = await findTicketShow(payload, idParam)
  if (!show) return null
  if (!hasRole(user, 'admin') && show.organizer !== user.id)
    return fail('forbidden', 'Tickets.errors.notYourShow')
  const types = checkTicketTypes(show, input.types, new Date())
  if (!Array.isArray(types)) return types
  if (
    types.some((type) => type.price > 0) &&
    !(show.organizer && (await hasPayoutDetails(payload, show.organizer)))
  )
    return fail('conflict', 'Tickets.errors.payoutFirst')
  const saved = await inTransaction(payload, user, (req) =>
    replaceTypes(req, user, show.id, types, locale),
  )
  if (saved) return saved
  const views = await readTicketTypes(payload, show.id, locale)
  // Holds on this instance read the new types at once (others within the board's second).
  offBoard(views.map((view) => view.id))
  await queueOnSaleAlert(payload, show.id, firstOpening(views))
  return views
}

/** When the first type that is or will be on sale opens (in the past for one on sale now). */
function firstOpening(views: TicketTypeView[]): Date | null {
  const opening = views
    .filter((view) => view.state === 'onSale' || view.state === 'notYet')
    .map((view) => Date.parse(view.onSaleAt))
  return opening.length ? new Date(Math.min(...opening)) : null
}

async function replaceTypes(
  req: PayloadRequest,
  user: User,
  gigId: number,
  types: TicketTypeData[],
  locale: Locale,
): Promise<SaveFailure | null> {
  const { payload } = req
  // One writer per show's list; the types' own rows are then locked as a hold locks them, so no
  // hold lands between counting what is taken and cutting a quantity. (An advisory lock, not the
  // gig's row: a hold's insert takes a key-share lock on the gig, which FOR UPDATE would block.)
  await lockName(req, `ticket-types:${gigId}`)
  const db = await sqlOf(req)
  await db.execute(sql`SELECT id FROM ticket_types WHERE gig_id = ${gigId} ORDER BY id FOR UPDATE`)
  const { docs: existing } = await payload.find({
    collection: 'ticket-types',
    where: { gig: { equals: gigId } },
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user,
    req,
  })
  const byId = new Map(existing.map((type) => [type.id, type]))
  const unknown = types.findIndex((type) => type.id !== undefined && !byId.has(type.id))
  if (unknown >= 0)
    return fail('invalid', 'Tickets.errors.unknownType', { field: `types.${unknown}.id` })
  const taken = await takenCounts(req, [...byId.keys()], new Date())
  const kept = new Set(types.map((type) => type.id))
  for (const type of existing)
    if (!kept.has(type.id) && ((taken.get(type.id) ?? 0) > 0 || (await issued(req, type.id))))
      return fail('conflict', 'Tickets.errors.typeInUse', { values: { name: type.name[locale] } })
  for (const [index, type] of types.entries()) {
    const count = type.id ? (taken.get(type.id) ?? 0) : 0
    if (type.quantity < count)
      return fail('conflict', 'Tickets.errors.belowTaken', {
        values: { name: type.name[locale], taken: count },
        field: `types.${index}.quantity`,
      })
  }
  const access = { overrideAccess: false, user, req, depth: 0 } as const
  for (const type of existing)
    if (!kept.has(type.id)) {
      // Nothing of it is taken: what tickets remain are holds that lapsed, no one's admission.
      // Full access: tickets are closed to requests.
      await payload.delete({
        collection: 'tickets',
        where: { and: [{ ticketType: { equals: type.id } }, { status: { equals: 'held' } }] },
        overrideAccess: true,
        req,
      })
      await payload.delete({ collection: 'ticket-types', id: type.id, ...access })
    }
  for (const { id, ...data } of types) {
    const fields: Omit<TicketType, 'id' | 'gig' | 'createdAt' | 'updatedAt'> = data
    if (id) await payload.update({ collection: 'ticket-types', id, data: fields, ...access })
    else
      await payload.create({
        collection: 'ticket-types',
        data: { ...fields, gig: gigId },
        ...access,
      })
  }
  return null
}

/** Whether a ticket of `typeId` was ever issued (sold, used, refunded): a record to keep. */
async function issued(req: PayloadRequest, typeId: number): Promise<boolean> {
  // Full access: tickets are closed to requests; only their count is read.
  const { totalDocs } = await req.payload.count({
    collection: 'tickets',
    where: { and: [{ ticketType: { equals: typeId } }, { status: { not_equals: 'held' } }] },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}
