import 'server-only'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { idOf } from '@/lib/idOf'
import type { Gig, Ticket, TicketType, User } from '@/payload-types'

import { findPublicShow } from '../../market'
import { ticketCode, ticketCodeKey } from '../codes/ticketCode'
import { ticketQrSvg } from '../codes/ticketQr'
import { orderTerms } from './orderTerms'

type ShowPlace = {
  city: string | null
  venue: { name: string; address: string | null } | null
  /** The confirmed lineup's names, in booking order. */
  lineup: string[]
}

/**
 * One of the fan's tickets: its show (where, when), type and status; while held, when the hold
 * ends; and for an issued one (`sold`, `used`) the signed code the door reads and its QR code as
 * SVG (never for a held one: a hold is no admission, nor for one given to an address that has not
 * claimed it yet). What it cost (`paid`, price and fee), what came back to its buyer's card once
 * `refunded` (for the buyer only), and while a moved show's window is open for a valid ticket, when
 * it ends (`refundUntil`): its holder may give it back. `received` when someone else bought it and
 * gave it: a refund's money goes back to that buyer's card.
 */
export type MyTicket = {
  id: number
  order: number
  status: 'held' | 'sold' | 'used' | 'refunded'
  show: { id: number; title: string; date: string; cancelled: boolean } & ShowPlace
  paid?: number
  refunded?: number
  refundUntil?: string
  received?: true
  type: { id: number; name: string }
  holdExpiresAt?: string
  /** When the door let it in (`used`). */
  usedAt?: string
  code?: string
  qr?: string
  /** Given to an address that has not claimed it yet: no code shows until it is taken back. */
  pendingTransfer?: { id: number; toEmail: string }
}

const ISSUED = new Set(['sold', 'used'])

/** Where each show is, from its public page's read (cached); nothing for one no longer public. */
async function placesOf(gigIds: number[]): Promise<Map<number, ShowPlace>> {
  const places = new Map<number, ShowPlace>()
  for (const id of new Set(gigIds)) {
    const show = await findPublicShow(String(id))
    if (show)
      places.set(id, {
        city: show.city,
        venue: show.venue ? { name: show.venue.name, address: show.venue.address } : null,
        lineup: show.lineup.map((artist) => artist.name),
      })
  }
  return places
}

/** The transfers `user` gave that wait for their address to claim them, by ticket. */
async function pendingTransfersOf(payload: Payload, user: User) {
  const { docs } = await payload.find({
    collection: 'ticket-transfers',
    where: { and: [{ from: { equals: user.id } }, { state: { equals: 'pending' } }] },
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user,
  })
  return new Map(docs.map((t) => [idOf(t.ticket)!, { id: t.id, toEmail: t.toEmail }]))
}

/** Upcoming shows soonest first, then past ones, latest first. */
function byShowDate(now: string) {
  return (a: MyTicket, b: MyTicket) => {
    const pastA = a.show.date < now
    const pastB = b.show.date < now
    if (pastA !== pastB) return pastA ? 1 : -1
    return pastA ? b.show.date.localeCompare(a.show.date) : a.show.date.localeCompare(b.show.date)
  }
}

/**
 * `user`'s tickets, upcoming shows soonest first, then past ones: issued ones and those of a hold
 * still running (a hold past its expiry is no ticket of theirs any more). Only ticket `only` when
 * given (none when it is not theirs).
 */
export async function listMyTickets(
  payload: Payload,
  user: User,
  locale: Locale,
  only?: number,
): Promise<MyTicket[]> {
  const moment = new Date()
  const now = moment.toISOString()
  const { docs } = await payload.find({
    collection: 'tickets',
    where: {
      and: [
        { holder: { equals: user.id } },
        ...(only === undefined ? [] : [{ id: { equals: only } }]),
        { or: [{ status: { not_equals: 'held' } }, { holdExpiresAt: { greater_than: now } }] },
      ],
    },
    depth: 1,
    pagination: false,
    sort: 'createdAt',
    populate: { gigs: { title: true, date: true, status: true }, 'ticket-types': { name: true } },
    overrideAccess: false,
    user,
  })
  const key = ticketCodeKey(payload.secret)
  const places = await placesOf(docs.map((ticket) => idOf(ticket.gig)!))
  const pending = await pendingTransfersOf(payload, user)
  const orders = await orderTerms(
    payload,
    user,
    docs.map((ticket) => idOf(ticket.order)!),
    moment,
  )
  const view = async (ticket: Ticket): Promise<MyTicket> => {
    const gig = ticket.gig as Pick<Gig, 'id' | 'title' | 'date' | 'status'>
    const type = ticket.ticketType as Pick<TicketType, 'id' | 'name'>
    const pendingTransfer = pending.get(ticket.id)
    const terms = orders.get(idOf(ticket.order)!)
    const paid = terms?.paid.get(type.id)
    const cancelled = gig.status === 'cancelled'
    const issued = ISSUED.has(ticket.status) && ticket.codeNonce && !pendingTransfer
    const code = issued
      ? ticketCode(key, { id: ticket.id, gig: gig.id, codeNonce: ticket.codeNonce! })
      : undefined
    return {
      id: ticket.id,
      order: idOf(ticket.order)!,
      status: ticket.status,
      show: {
        id: gig.id,
        title: gig.title,
        date: gig.date,
        cancelled,
        city: null,
        venue: null,
        lineup: [],
        ...places.get(gig.id),
      },
      type: { id: type.id, name: type.name[locale] },
      ...(ticket.status === 'held' && ticket.holdExpiresAt
        ? { holdExpiresAt: ticket.holdExpiresAt }
        : {}),
      ...(ticket.status === 'used' && ticket.usedAt ? { usedAt: ticket.usedAt } : {}),
      ...(paid !== undefined ? { paid } : {}),
      ...(ticket.status === 'refunded' && paid !== undefined && terms?.bought
        ? { refunded: paid }
        : {}),
      ...(ticket.status === 'sold' && !cancelled && paid && terms?.refundUntil
        ? { refundUntil: terms.refundUntil }
        : {}),
      ...(code ? { code, qr: await ticketQrSvg(code) } : {}),
      ...(pendingTransfer ? { pendingTransfer } : {}),
      ...(terms && !terms.bought ? { received: true as const } : {}),
    }
  }
  return (await Promise.all(docs.map(view))).sort(byShowDate(now))
}
