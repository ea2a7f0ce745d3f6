import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/locales'

import { sqlOf, translate } from '../../platform'

/** A ticket as the door reads it: what its code is checked against and what the screen names. */
export type DoorTicketRow = {
  id: number
  gig: number
  status: 'held' | 'sold' | 'used' | 'refunded'
  codeNonce: string
  formerNonces: string[]
  usedAt: string | null
  holder: string
  type: string
}

const SELECT = sql`SELECT t.id, t.gig_id, t.status, t.code_nonce, t.former_nonces, t.used_at,
                          u.fullname, tt.name_tr, tt.name_en
                   FROM tickets t
                   LEFT JOIN users u ON u.id = t.holder_id
                   JOIN ticket_types tt ON tt.id = t.ticket_type_id`

const toRow =
  (locale: Locale) =>
  (row: Record<string, unknown>): DoorTicketRow => ({
    id: Number(row.id),
    gig: Number(row.gig_id),
    status: row.status as DoorTicketRow['status'],
    codeNonce: String(row.code_nonce ?? ''),
    formerNonces: Array.isArray(row.former_nonces) ? row.former_nonces.map(String) : [],
    usedAt: row.used_at ? new Date(row.used_at as Date | string).toISOString() : null,
    // A paid ticket outlives its holder's deleted account (the order is a payment's record).
    holder:
      row.fullname == null ? translate(locale, 'Deletion.deletedAccount') : String(row.fullname),
    type: String((locale === 'tr' ? row.name_tr : row.name_en) ?? ''),
  })

/**
 * The ticket `id`, by its primary key, with its holder's name and its type's name in `locale`.
 * Raw SQL: the door reads tickets that are not its reader's, after checking who may work the door.
 */
export async function doorTicket(
  from: Payload | PayloadRequest,
  id: number,
  locale: Locale,
): Promise<DoorTicketRow | null> {
  const db = await sqlOf(from)
  const { rows } = await db.execute<Record<string, unknown>>(sql`${SELECT} WHERE t.id = ${id}`)
  return rows[0] ? toRow(locale)(rows[0]) : null
}

/** The show's issued and refunded tickets (never a hold), for the door's search. */
export async function doorTicketsOfShow(
  payload: Payload,
  showId: number,
  locale: Locale,
): Promise<DoorTicketRow[]> {
  const db = await sqlOf(payload)
  const { rows } = await db.execute<Record<string, unknown>>(
    sql`${SELECT} WHERE t.gig_id = ${showId} AND t.status IN ('sold', 'used', 'refunded')`,
  )
  return rows.map(toRow(locale))
}
