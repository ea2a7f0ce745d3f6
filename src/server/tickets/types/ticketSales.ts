import 'server-only'

import type { Payload } from 'payload'

import { hasRole } from '../../../../access/hasRole'
import type { TicketType, User } from '@/payload-types'

import { hasPayoutDetails } from '../../payments'
import { ticketFeePercent } from '../settings'
import { priced, type TicketPrice } from './pricing'
import { refundedCounts } from './refundedCounts'
import { ticketCounts } from './takenCounts'
import { findTicketShow } from './ticketShow'

/**
 * One type as its venue manages it: both names, the sale as stored, and what is sold, held and
 * refunded.
 */
type SalesType = TicketPrice &
  Pick<TicketType, 'id' | 'quantity' | 'saleStartsAt' | 'saleEndsAt' | 'perOrderLimit'> & {
    name: { tr: string; en: string }
    paused: boolean
    sold: number
    held: number
    refunded: number
  }

/** The venue's ticket sales of a show: what its form shows and what fans do not need. */
export type TicketSalesView = {
  showId: number
  /** The show's start: a sale ends by it. */
  startsAt: string
  /** The venue's capacity, which the quantities together may not pass; null when none is set. */
  capacity: number | null
  /** `TICKET_FEE_PERCENT`: what the form adds to a price to show what the fan pays. */
  feePercent: number
  /** Whether the venue saved payout details: paid types need them. */
  payoutReady: boolean
  types: SalesType[]
}

/**
 * The show's ticket sales as its venue (or an admin) manages them, oldest type first: both
 * names, prices in kuruş with their fees, and how many are sold and held now and were refunded
 * (a fan who gave a ticket of a moved show back, or a cancel). Null when
 * `idParam` names no show or `user` is not its venue: to anyone else there is nothing here.
 */
export async function ticketSales(
  payload: Payload,
  user: User,
  idParam: string,
): Promise<TicketSalesView | null> {
  const show = await findTicketShow(payload, idParam)
  if (!show || (!hasRole(user, 'admin') && show.organizer !== user.id)) return null
  const { docs } = await payload.find({
    collection: 'ticket-types',
    where: { gig: { equals: show.id } },
    sort: 'createdAt',
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user,
  })
  const typeIds = docs.map((type) => type.id)
  const counts = await ticketCounts(payload, typeIds, new Date())
  const refunded = await refundedCounts(payload, typeIds)
  return {
    showId: show.id,
    startsAt: show.date,
    capacity: show.capacity,
    feePercent: ticketFeePercent(),
    payoutReady: show.organizer ? await hasPayoutDetails(payload, show.organizer) : false,
    types: docs.map((type) => ({
      id: type.id,
      name: { tr: type.name.tr, en: type.name.en },
      ...priced(type.price),
      quantity: type.quantity,
      saleStartsAt: type.saleStartsAt,
      saleEndsAt: type.saleEndsAt,
      perOrderLimit: type.perOrderLimit,
      paused: Boolean(type.paused),
      sold: counts.get(type.id)?.sold ?? 0,
      held: counts.get(type.id)?.held ?? 0,
      refunded: refunded.get(type.id) ?? 0,
    })),
  }
}
