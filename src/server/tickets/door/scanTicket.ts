import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import { z } from 'zod'

import type { Locale } from '@/i18n/locales'
import type { User } from '@/payload-types'

import { inTransaction, isFailure, sqlOf, type Failure } from '../../platform'
import { ticketCodeKey, ticketIdOfCode, verifyTicketCode } from '../codes/ticketCode'
import { doorShow } from './doorShow'
import { doorTicket, type DoorTicketRow } from './doorTicketRow'

/** The body of `POST /api/door/{showId}/scan`: the text the camera or the search read. */
export const scanSchema = z.object({
  code: z.string({ error: 'DoorApi.codeRequired' }).trim().min(1, 'DoorApi.codeRequired').max(200),
})

/** Why a read code does not let its bearer in. */
type ScanRefusal = 'used' | 'otherShow' | 'refunded' | 'transferred' | 'unknown'

type ScanResult =
  | { ok: true; ticketId: number; holder: string; type: string }
  | { ok: false; reason: ScanRefusal; holder?: string; type?: string; usedAt?: string }

const UNKNOWN: ScanResult = { ok: false, reason: 'unknown' }

/**
 * What the door says of `ticket` for `code` at `showId`, short of letting it in: a refusal, or the
 * nonce the code was signed over (the ticket may be admitted if it is still that ticket's).
 */
function judge(
  key: Buffer,
  code: string,
  ticket: DoorTicketRow,
  showId: number,
): ScanResult | { admit: string } {
  const signed = (codeNonce: string) =>
    verifyTicketCode(key, code, { id: ticket.id, gig: ticket.gig, codeNonce }) !== null
  if (!signed(ticket.codeNonce))
    return ticket.formerNonces.some(signed) ? { ok: false, reason: 'transferred' } : UNKNOWN
  if (ticket.gig !== showId) return { ok: false, reason: 'otherShow', type: ticket.type }
  const named = { holder: ticket.holder, type: ticket.type }
  if (ticket.status === 'used')
    return { ok: false, reason: 'used', ...named, usedAt: ticket.usedAt ?? undefined }
  if (ticket.status === 'refunded') return { ok: false, reason: 'refunded', ...named }
  // A held ticket has no code anyone was shown: a hold is no admission.
  if (ticket.status !== 'sold') return UNKNOWN
  return { admit: ticket.codeNonce }
}

/**
 * Lets a sold ticket in, once: one conditional statement, by its primary key, that only a ticket
 * still `sold` at this show under the nonce its code was checked against passes. Two phones
 * scanning one ticket at once both reach it; the second waits on the first's row lock, then finds
 * the ticket `used` and changes nothing. True when this call admitted it.
 */
async function admit(
  req: PayloadRequest,
  user: User,
  ticketId: number,
  showId: number,
  nonce: string,
): Promise<boolean> {
  const db = await sqlOf(req)
  const { rows } = await db.execute(
    sql`UPDATE tickets SET status = 'used', used_at = now(), used_by_id = ${user.id},
               updated_at = now()
        WHERE id = ${ticketId} AND gig_id = ${showId} AND status = 'sold'
              AND code_nonce = ${nonce}
        RETURNING id`,
  )
  return rows.length === 1
}

/**
 * The door reads `code` at `showIdParam`: the ticket it names is read, its MAC checked against the
 * ticket's show and current nonce (then its former ones: a code given away in a transfer), and a
 * sold ticket of this show is admitted (`ok`), once. Null when no show; `forbidden` for anyone
 * but the show's venue, its door staff and admins. In one transaction, so a scan sent again with
 * its `Idempotency-Key` (a phone's offline queue whose answer was lost) replays its first answer
 * instead of reading its own admission as "used".
 */
export async function scanTicket(
  payload: Payload,
  user: User,
  showIdParam: unknown,
  code: string,
  locale: Locale,
): Promise<ScanResult | Failure<'forbidden'> | null> {
  const show = await doorShow(payload, user, showIdParam)
  if (!show || isFailure(show)) return show
  const ticketId = ticketIdOfCode(code)
  if (!ticketId) return UNKNOWN
  const key = ticketCodeKey(payload.secret)
  return inTransaction(payload, user, async (req): Promise<ScanResult> => {
    // Twice at most: an admission lost to another phone (or to a transfer or refund landing
    // between the read and the write) is judged again on the ticket as it now is (read committed:
    // the second read sees the winner's commit).
    for (let attempt = 0; attempt < 2; attempt++) {
      const ticket = await doorTicket(req, ticketId, locale)
      if (!ticket) return UNKNOWN
      const verdict = judge(key, code, ticket, show.id)
      if (!('admit' in verdict)) return verdict
      if (await admit(req, user, ticket.id, show.id, verdict.admit))
        return { ok: true, ticketId: ticket.id, holder: ticket.holder, type: ticket.type }
    }
    return UNKNOWN
  })
}
