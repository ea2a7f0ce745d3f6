import 'server-only'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { foldForSearch } from '@/lib/foldForSearch'
import type { User } from '@/payload-types'

import { isFailure, type Failure } from '../../platform'
import { ticketCode, ticketCodeKey } from '../codes/ticketCode'
import { doorShow } from './doorShow'
import { doorTicketsOfShow } from './doorTicketRow'

/** One ticket the door's search found: enough to tell the bearer and to admit it by its code. */
export type DoorSearchHit = {
  ticketId: number
  holder: string
  type: string
  status: 'sold' | 'used' | 'refunded'
  usedAt: string | null
  /** The code, sent back to the scan route by "Admit", the same path the camera takes. */
  code: string
  /** Its last 6 characters, as "My tickets" prints them under the QR code. */
  tail: string
}

/** How many hits a search answers at most: a phone's screen, not a list of the hall. */
const DOOR_SEARCH_MAX = 30
const TAIL = 6

/**
 * The show's tickets whose holder's name holds `query` (folded as search folds text: İ/ı/I/i,
 * ş/s…, case) or whose code ends with it (the last 6 characters under the QR code, any case),
 * names in order. Fewer than 2 characters find nothing. Null when no show; `forbidden` for anyone
 * but its venue, door staff and admins. Held tickets are never listed: a hold is no admission.
 */
export async function searchDoorTickets(
  payload: Payload,
  user: User,
  showIdParam: unknown,
  query: string,
  locale: Locale,
): Promise<DoorSearchHit[] | Failure<'forbidden'> | null> {
  const show = await doorShow(payload, user, showIdParam)
  if (!show || isFailure(show)) return show
  const folded = foldForSearch(query)
  const tail = query.trim().toLowerCase()
  if (folded.length < 2) return []
  const key = ticketCodeKey(payload.secret)
  const hits: DoorSearchHit[] = []
  // The codes are made here, never stored: one HMAC per ticket of the show, microseconds each.
  for (const ticket of await doorTicketsOfShow(payload, show.id, locale)) {
    const code = ticketCode(key, { id: ticket.id, gig: ticket.gig, codeNonce: ticket.codeNonce })
    const codeTail = code.slice(-TAIL)
    const byCode = tail.length >= 4 && codeTail.toLowerCase().endsWith(tail)
    if (!byCode && !foldForSearch(ticket.holder).includes(folded)) continue
    hits.push({
      ticketId: ticket.id,
      holder: ticket.holder,
      type: ticket.type,
      status: ticket.status as DoorSearchHit['status'],
      usedAt: ticket.usedAt,
      code,
      tail: codeTail,
    })
  }
  return hits.sort((a, b) => a.holder.localeCompare(b.holder, locale)).slice(0, DOOR_SEARCH_MAX)
}
