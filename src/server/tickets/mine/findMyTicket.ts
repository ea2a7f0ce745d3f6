import 'server-only'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { parseRecordId } from '@/lib/parseRecordId'
import type { User } from '@/payload-types'

import { listMyTickets, type MyTicket } from './listMyTickets'

/** One of the holder's tickets as its own page shows it: "My tickets"' view and whose it is. */
export type MyTicketPage = MyTicket & { holder: string }

/**
 * Ticket `ticketParam` as its holder `user` sees it (its show, type, status and, when valid, its
 * code), or null: no such ticket, a lapsed hold, or one held by someone else (given away
 * included), which its page answers alike.
 */
export async function findMyTicket(
  payload: Payload,
  user: User,
  ticketParam: string,
  locale: Locale,
): Promise<MyTicketPage | null> {
  const id = parseRecordId(ticketParam)
  if (!id) return null
  const [ticket] = await listMyTickets(payload, user, locale, id)
  return ticket ? { ...ticket, holder: user.fullname || user.email } : null
}
