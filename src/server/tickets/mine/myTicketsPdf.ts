import 'server-only'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { parseRecordId } from '@/lib/parseRecordId'
import type { User } from '@/payload-types'

import { translate } from '../../platform'
import { ticketsPdf, type PdfTicket } from '../codes/ticketsPdf'
import { findMyTicket } from './findMyTicket'
import { listMyTickets, type MyTicket } from './listMyTickets'

type TicketsDocument = { pdf: Buffer; filename: string }

/** A ticket of "My tickets" as its PDF page prints it. */
const toPdfTicket = (ticket: MyTicket, holder: string): PdfTicket => ({
  code: ticket.code!,
  type: ticket.type.name,
  holder,
  order: ticket.order,
  show: {
    title: ticket.show.title,
    date: ticket.show.date,
    venue: ticket.show.venue?.name ?? null,
    address: ticket.show.venue?.address ?? null,
    city: ticket.show.city,
  },
})

/** Valid: issued, not used, not waiting to be claimed (a ticket so has a code). */
const isValid = (ticket: MyTicket) => ticket.status === 'sold' && Boolean(ticket.code)

/**
 * `user`'s valid tickets for show `showParam` as one PDF in `locale`, with its file name; null
 * when they hold none for it.
 */
export async function myTicketsPdf(
  payload: Payload,
  user: User,
  showParam: string,
  locale: Locale,
): Promise<TicketsDocument | null> {
  const showId = parseRecordId(showParam)
  if (!showId) return null
  const valid = (await listMyTickets(payload, user, locale)).filter(
    (ticket) => ticket.show.id === showId && isValid(ticket),
  )
  if (!valid.length) return null
  const holder = user.fullname || user.email
  return {
    pdf: await ticketsPdf(
      locale,
      valid.map((ticket) => toPdfTicket(ticket, holder)),
    ),
    filename: `${translate(locale, 'TicketPdf.fileName')}-${showId}.pdf`,
  }
}

/**
 * Ticket `ticketParam` of `user` as a one-page PDF in `locale`, with its file name; null unless
 * they hold it and it is valid.
 */
export async function myTicketPdf(
  payload: Payload,
  user: User,
  ticketParam: string,
  locale: Locale,
): Promise<TicketsDocument | null> {
  const ticket = await findMyTicket(payload, user, ticketParam, locale)
  if (!ticket || !isValid(ticket)) return null
  return {
    pdf: await ticketsPdf(locale, [toPdfTicket(ticket, ticket.holder)]),
    filename: `${translate(locale, 'TicketPdf.fileName')}-${ticket.show.id}-${ticket.id}.pdf`,
  }
}
