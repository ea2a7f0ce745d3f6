import 'server-only'

import { createHmac, timingSafeEqual } from 'node:crypto'

/** What a code is signed over: the ticket, its show and the ticket's current nonce. */
type SignedTicket = { id: number; gig: number; codeNonce: string }

const VERSION = 'S1'
/** 16 bytes of the MAC: 128 bits, 22 characters of base64url. */
const MAC_BYTES = 16

/**
 * The key the codes are signed with, derived from the app's secret (as the unsubscribe links are
 * signed with it) under a name of its own, so no other token signed with that secret can pass
 * for a ticket's code.
 */
export const ticketCodeKey = (secret: string): Buffer =>
  createHmac('sha256', secret).update('sahne:ticket-code:v1').digest()

const mac = (key: Buffer, { id, gig, codeNonce }: SignedTicket) =>
  createHmac('sha256', key).update(`${id}:${gig}:${codeNonce}`).digest().subarray(0, MAC_BYTES)

/** The text the ticket's QR code holds: `S1.<ticketId>.<MAC>`; the show is inside the MAC. */
export const ticketCode = (key: Buffer, ticket: SignedTicket): string =>
  `${VERSION}.${ticket.id}.${mac(key, ticket).toString('base64url')}`

const CODE = /^S1\.([1-9][0-9]{0,15})\.([A-Za-z0-9_-]{22})$/

/**
 * The ticket a code names, before it is checked: the door reads that ticket (its show and nonce)
 * and then asks `verifyTicketCode`. Null for text that is no code.
 */
export function ticketIdOfCode(code: string): number | null {
  const match = CODE.exec(code.trim())
  const id = match ? Number(match[1]) : NaN
  return Number.isSafeInteger(id) ? id : null
}

/**
 * Whether `code` was signed with `key` for `ticket` as stored now (its id, its show, its current
 * nonce): `{ ticketId }` if so, null for a forged, altered, cut, other-key or old-nonce code. The
 * MACs are compared in constant time.
 */
export function verifyTicketCode(
  key: Buffer,
  code: string,
  ticket: SignedTicket,
): { ticketId: number } | null {
  const match = CODE.exec(code.trim())
  if (!match || Number(match[1]) !== ticket.id || !ticket.codeNonce) return null
  // The text is compared, not the decoded bytes: 22 characters carry 132 bits, and a decoder
  // ignores the last 4, so two texts would decode to one MAC.
  const given = Buffer.from(match[2]!)
  const expected = Buffer.from(mac(key, ticket).toString('base64url'))
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? { ticketId: ticket.id }
    : null
}
