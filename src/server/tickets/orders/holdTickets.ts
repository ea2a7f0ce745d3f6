import 'server-only'

import { randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { User } from '@/payload-types'

import { fail, inTransaction, sqlOf, type Failure } from '../../platform'
import { queueOrderMail } from '../mail/queueOrderMail'
import { holdMinutes } from '../settings'
import { priced } from '../types/pricing'
import { takenCounts } from '../types/takenCounts'
import { findTicketShow } from '../types/ticketShow'
import { checkHold, type HoldItem } from './checkHold'
import type { HoldInput } from './holdSchema'
import { lockTypes, readTypes, type LockedType } from './lockTypes'

/** A hold's answer: the order, until when it is held, and what it costs (kuruş). */
type Hold = {
  orderId: number
  status: 'held' | 'complete'
  expiresAt: string
  total: number
}

/** One line per type: the same type asked for twice is one line of the sum. */
const mergeItems = (items: HoldInput['items']): HoldItem[] => {
  const byType = new Map<number, number>()
  for (const { typeId, quantity } of items) byType.set(typeId, (byType.get(typeId) ?? 0) + quantity)
  return [...byType].map(([typeId, quantity]) => ({ typeId, quantity }))
}

/**
 * Why a hold is refused, read without the types' locks: at an on-sale most buyers ask for what
 * is already gone, and they are answered at once instead of queueing behind the lock for the
 * same answer. A moment-old count can only refuse what a lapsed hold freed a moment ago (the
 * buyer may ask again); a hold is only ever granted under the locks.
 */
async function refusedBeforeLocking(
  payload: Payload,
  gigId: number,
  items: HoldItem[],
  locale: Locale,
) {
  const now = new Date()
  const types = new Map(
    (
      await readTypes(
        payload,
        items.map((item) => item.typeId),
      )
    ).map((t) => [t.id, t]),
  )
  if (items.some(({ typeId }) => types.get(typeId)?.gig !== gigId)) return null
  return checkHold(items, types, await takenCounts(payload, [...types.keys()], now), locale, now)
}

/**
 * `user` holds tickets of show `idParam` for `holdMinutes()`: under the lock of each asked type
 * (lockTypes), the taken tickets are counted and the new ones written, so what is held and sold
 * never passes a type's quantity however many buyers ask at once. A hold that cannot be had is
 * refused before the locks (refusedBeforeLocking). A free order (total 0) is complete at once, its
 * tickets sold; a paid one stays held until paid or until it expires. Null when `idParam` names
 * no show.
 */
export async function holdTickets(
  payload: Payload,
  user: User,
  idParam: string,
  input: HoldInput,
  locale: Locale,
): Promise<Hold | Failure<'invalid' | 'conflict'> | null> {
  const show = await findTicketShow(payload, idParam)
  if (!show) return null
  const items = mergeItems(input.items)
  const early = await refusedBeforeLocking(payload, show.id, items, locale)
  if (early) return early
  return inTransaction(payload, user, async (req) => {
    const now = new Date()
    const types = new Map(
      (
        await lockTypes(
          req,
          items.map((item) => item.typeId),
        )
      ).map((t) => [t.id, t]),
    )
    const missing = items.findIndex(({ typeId }) => types.get(typeId)?.gig !== show.id)
    if (missing >= 0)
      return fail('invalid', 'Tickets.errors.unknownType', { field: `items.${missing}.typeId` })
    const taken = await takenCounts(req, [...types.keys()], now)
    const refused = checkHold(items, types, taken, locale, now)
    return refused ?? writeOrder(req, user, show.id, items, types, now)
  })
}

async function writeOrder(
  req: PayloadRequest,
  user: User,
  gigId: number,
  items: HoldItem[],
  types: Map<number, LockedType>,
  now: Date,
): Promise<Hold> {
  const lines = items.map(({ typeId, quantity }) => {
    const { price, fee } = priced(types.get(typeId)!.price)
    return { ticketType: typeId, quantity, unitPrice: price, unitFee: fee }
  })
  const total = lines.reduce(
    (sum, line) => sum + line.quantity * (line.unitPrice + line.unitFee),
    0,
  )
  const free = total === 0
  const expiresAt = new Date(now.getTime() + holdMinutes() * 60_000).toISOString()
  // Full access: orders and tickets are closed to requests; this command is their one writer and
  // holds its rules (the buyer is the caller, the counts under the types' locks).
  const order = await req.payload.create({
    collection: 'ticket-orders',
    data: {
      buyer: user.id,
      gig: gigId,
      status: free ? 'complete' : 'held',
      expiresAt,
      lines,
      total,
    },
    depth: 0,
    overrideAccess: true,
    req,
  })
  // One statement for all its tickets, the types' locks held for as short as can be: what a
  // Payload create per ticket would write (each its own code nonce, as the collection's create
  // hook gives one), without a read back per row.
  const rows = lines.flatMap((line) =>
    Array.from(
      { length: line.quantity },
      () =>
        sql`(${order.id}, ${gigId}, ${line.ticketType}, ${user.id}, ${free ? 'sold' : 'held'},
             ${free ? null : expiresAt}, ${randomBytes(16).toString('base64url')})`,
    ),
  )
  const db = await sqlOf(req)
  await db.execute(
    sql`INSERT INTO tickets (order_id, gig_id, ticket_type_id, holder_id, status, hold_expires_at,
                             code_nonce)
        VALUES ${sql.join(rows, sql`, `)}`,
  )
  if (free) await queueOrderMail(req, order.id)
  return { orderId: order.id, status: order.status as Hold['status'], expiresAt, total }
}
