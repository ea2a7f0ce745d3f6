import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { runnerOf, type SqlRunner } from '../../platform'

/** A ticket type's row as a hold reads it, under its lock. */
export type LockedType = {
  id: number
  gig: number
  nameTr: string
  nameEn: string
  price: number
  quantity: number
  perOrderLimit: number
  paused: boolean
  saleStartsAt: Date
  saleEndsAt: Date
}

/**
 * Locks the rows of `ids` until the transaction of `req` ends, always in id order (two orders for
 * the same two types never wait on each other crosswise), and reads them. Every hold of a type
 * passes here, so counting what is taken and adding to it cannot interleave: no oversell. The lock
 * is `FOR NO KEY UPDATE`: holds wait for each other and for the venue's changes to the types, but
 * not for the key-share lock that writing an order's lines (their foreign key to the type) takes,
 * which a hold takes before this one.
 */
export const lockTypes = (req: PayloadRequest, ids: number[]) => readTypes(req, ids, true)

/**
 * The rows of `ids` as a hold reads them; `locked` takes their locks (lockTypes). Unlocked, what
 * it reads may be a moment old: good enough to refuse a hold that cannot be had without queueing
 * for the lock, never to grant one.
 */
export async function readTypes(
  from: Payload | PayloadRequest | SqlRunner,
  ids: number[],
  locked = false,
): Promise<LockedType[]> {
  const db = await runnerOf(from)
  const { rows } = await db.execute<Record<string, unknown>>(
    sql`SELECT id, gig_id, name_tr, name_en, price, quantity, per_order_limit, paused,
               sale_starts_at, sale_ends_at
        FROM ticket_types WHERE id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) ORDER BY id ${locked ? sql`FOR NO KEY UPDATE` : sql``}`,
  )
  return rows.map((row) => ({
    id: Number(row.id),
    gig: Number(row.gig_id),
    nameTr: String(row.name_tr),
    nameEn: String(row.name_en),
    price: Number(row.price),
    quantity: Number(row.quantity),
    perOrderLimit: Number(row.per_order_limit),
    paused: Boolean(row.paused),
    saleStartsAt: new Date(String(row.sale_starts_at)),
    saleEndsAt: new Date(String(row.sale_ends_at)),
  }))
}
