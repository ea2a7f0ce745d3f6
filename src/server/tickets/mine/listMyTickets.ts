import 'server-only'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { idOf } from '@/lib/idOf'
import type { Gig, TicketType, User } from '@/payload-types'

import { ticketCode, ticketCodeKey } from '../codes/ticketCode'

/**
 * One of the fan's tickets: its show, type and status, and for an issued one (`sold`, `used`) the
 * signed code the door reads (never for a held one: a hold is no admission).
 */
type MyTicket = {
  id: number
  order: number
  status: 'held' | 'sold' | 'used' | 'refunded'
  show: { id: number; title: string; date: string }
  type: { id: number; name: string }
  code?: string
}

const ISSUED = new Set(['sold', 'used'])

/**
 * `user`'s tickets, soonest show first: issued ones and those of a hold still running (a hold
 * past its expiry is no ticket of theirs any more).
 */
export async function listMyTickets(
  payload: Payload,
  user: User,
  locale: Locale,
): Promise<MyTicket[]> {
  const now = new Date().toISOString()
  const { docs } = await payload.find({
    collection: 'tickets',
    where: {
      and: [
        { holder: { equals: user.id } },
        { or: [{ status: { not_equals: 'held' } }, { holdExpiresAt: { greater_than: now } }] },
      ],
    },
    depth: 1,
    pagination: false,
    sort: 'createdAt',
    populate: { gigs: { title: true, date: true }, 'ticket-types': { name: true } },
    overrideAccess: false,
    user,
  })
  const key = ticketCodeKey(payload.secret)
  return docs
    .map((ticket) => {
      const gig = ticket.gig as Pick<Gig, 'id' | 'title' | 'date'>
      const type = ticket.ticketType as Pick<TicketType, 'id' | 'name'>
      return {
        id: ticket.id,
        order: idOf(ticket.order),
        status: ticket.status,
        show: { id: gig.id, title: gig.title, date: gig.date },
        type: { id: type.id, name: type.name[locale] },
        ...(ISSUED.has(ticket.status) && ticket.codeNonce
          ? { code: ticketCode(key, { id: ticket.id, gig: gig.id, codeNonce: ticket.codeNonce }) }
          : {}),
      }
    })
    .sort((a, b) => a.show.date.localeCompare(b.show.date))
}
