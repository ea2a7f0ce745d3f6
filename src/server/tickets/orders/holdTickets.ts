import 'server-only'

import { randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/locales'
import { fewAtOnce } from '@/lib/fewAtOnce'
import type { User } from '@/payload-types'

import { fail, inTransaction, sqlOf, storeResultEarly, type Failure } from '../../platform'
import { queueOrderMail } from '../mail/queueOrderMail'
import { holdMinutes } from '../settings'
import { priced } from '../types/pricing'
import { takenOf, ticketCounts } from '../types/takenCounts'
import { findTicketShow } from '../types/ticketShow'
import { checkHold, type HoldItem } from './checkHold'
import { fromBoard, mergeItems, type HoldClaim } from './claimHold'
import type { HoldInput } from './holdSchema'
import { lockTypes, type LockedType } from './lockTypes'
import { noteOnBoard, offBoard } from './saleBoard'
import { takeTickets } from './takeTickets'

/**
 * How many of an instance's holds of the same types run their transaction at once: one under the
 * locks while the next writes its order.
 */
const HOLDS_AT_ONCE = 2

/** A hold's answer: the order, until when it is held, and what it costs (kuruş). */
type Hold = {
  orderId: number
  status: 'held' | 'complete'
  expiresAt: string
  total: number
}

/**
 * `user` holds tickets of show `idParam` for `holdMinutes()`. The order is written first, then
 * under the lock of each asked type (lockTypes) the taken tickets are counted and the new ones
 * written in one statement (takeTickets), so what is held and sold never passes a type's quantity
 * however many buyers ask at once, and the locks are held only for that statement and the commit.
 * A hold the board already refuses (claimHold; the board counts what this instance's holds on
 * their way to the locks asked for) takes no lock; one refused under the locks rolls the order
 * back. With `claimed` (claimHold's, taken before the caller was known) the hold keeps that
 * place. A free order (total 0) is complete at once, its tickets sold; a paid one stays held
 * until paid or until it expires. Null when `idParam` names no show.
 */
export async function holdTickets(
  payload: Payload,
  user: User,
  idParam: string,
  input: HoldInput,
  locale: Locale,
  claimed: HoldClaim | null = null,
): Promise<Hold | Failure<'invalid' | 'conflict'> | null> {
  const show = await findTicketShow(payload, idParam)
  if (!show) return null
  let claim = claimed?.gigId === show.id ? claimed : null
  if (!claim) {
    const items = mergeItems(input.items)
    const {
      types: seen,
      foreign,
      refused,
      release,
    } = await fromBoard(payload, show.id, items, locale)
    if (foreign >= 0)
      return fail('invalid', 'Tickets.errors.unknownType', { field: `items.${foreign}.typeId` })
    if (refused || !release) return refused
    claim = { gigId: show.id, items, seen, release }
  }
  const { items, seen, release } = claim
  try {
    // A few of this instance's holds of the same types at a time: the others would only wait
    // for the same locks, each holding a connection of the pool the rest of the instance needs.
    const key = [...new Set(items.map((item) => item.typeId))].sort((a, b) => a - b).join(',')
    return await fewAtOnce(`hold:${key}`, HOLDS_AT_ONCE, () =>
      holdUnderLocks(payload, user, show.id, items, seen, locale, release),
    )
  } finally {
    release()
  }
}

/** The hold's transaction: the order, then under the types' locks the count and the tickets. */
function holdUnderLocks(
  payload: Payload,
  user: User,
  showId: number,
  items: HoldItem[],
  seen: Map<number, LockedType>,
  locale: Locale,
  release: () => void,
) {
  const ids = items.map((item) => item.typeId)
  return inTransaction(payload, user, async (req) => {
    const now = new Date()
    const order = await writeOrder(req, user, showId, items, seen, now)
    // A granted hold returns just this: stored on its key now, before the types' locks.
    await storeResultEarly(req, order.hold)
    const types = new Map((await lockTypes(req, ids)).map((t) => [t.id, t]))
    const changed = items.find(
      ({ typeId }) =>
        types.get(typeId)?.gig !== showId || types.get(typeId)!.price !== seen.get(typeId)!.price,
    )
    if (changed) {
      offBoard(ids)
      const type = seen.get(changed.typeId)!
      return fail('conflict', 'Tickets.errors.priceChanged', {
        values: { name: locale === 'tr' ? type.nameTr : type.nameEn },
      })
    }
    // The checks that do not depend on what is taken, made as if nothing were: a hold that
    // passes them can then be refused only for what is left, which takeTickets checks as it
    // writes the tickets. One they refuse is counted on its own, for the same refusal as ever.
    const taking = checkHold(items, types, new Map(), locale, now)
      ? null
      : await takeTickets(req, user, showId, { ...order.hold, lines: order.lines }, types, now)
    const counts = taking?.counts ?? (await ticketCounts(req, ids, now))
    const taken = takenOf(counts)
    const refused = checkHold(items, types, taken, locale, now)
    if (taking && taking.written === Boolean(refused))
      throw new Error('A hold was checked and its tickets written with different counts')
    for (const type of types.values()) {
      const { nextLapse = null } = counts.get(type.id) ?? {}
      const asked = refused ? 0 : (items.find((item) => item.typeId === type.id)?.quantity ?? 0)
      const lapse = asked ? new Date(order.hold.expiresAt) : null
      const first = nextLapse && lapse && lapse < nextLapse ? lapse : (nextLapse ?? lapse)
      noteOnBoard(type, (taken.get(type.id) ?? 0) + asked, now, first)
    }
    // The board now has this hold's own count: its claim is in it.
    release()
    if (refused) return refused
    if (order.hold.status === 'complete') await queueOrderMail(req, order.hold.orderId)
    return order.hold
  })
}

/** An order as written before its tickets: its lines, and the hold's answer. */
type WrittenOrder = {
  hold: Hold
  lines: Array<{ ticketType: number; quantity: number }>
}

/**
 * The order and its lines in one statement: what Payload's create writes for a `ticket-orders`
 * document (the collection has no hooks; each line's id a fresh 24-hex id as Payload gives array
 * rows), without its validation pass and read back, which cost a hold at an on-sale's moment more
 * CPU than the rest of its transaction. The fields are this function's own values.
 */
async function writeOrder(
  req: PayloadRequest,
  user: User,
  gigId: number,
  items: HoldItem[],
  types: Map<number, LockedType>,
  now: Date,
): Promise<WrittenOrder> {
  const lines = items.map(({ typeId, quantity }) => {
    const { price, fee } = priced(types.get(typeId)!.price)
    return { ticketType: typeId, quantity, unitPrice: price, unitFee: fee }
  })
  const total = lines.reduce(
    (sum, line) => sum + line.quantity * (line.unitPrice + line.unitFee),
    0,
  )
  const status = total === 0 ? 'complete' : 'held'
  const expiresAt = new Date(now.getTime() + holdMinutes() * 60_000).toISOString()
  const rows = lines.map(
    (line, i) =>
      sql`(${i + 1}::int, ${randomBytes(12).toString('hex')}::varchar, ${line.ticketType}::int,
           ${line.quantity}::numeric, ${line.unitPrice}::numeric, ${line.unitFee}::numeric)`,
  )
  const db = await sqlOf(req)
  const written = await db.execute(
    sql`WITH o AS (
          INSERT INTO ticket_orders (buyer_id, gig_id, status, expires_at, total)
          VALUES (${user.id}, ${gigId}, ${status}, ${expiresAt}, ${total})
          RETURNING id
        ), l AS (
          INSERT INTO ticket_orders_lines
            (_order, _parent_id, id, ticket_type_id, quantity, unit_price, unit_fee)
          SELECT v.n, o.id, v.id, v.type, v.quantity, v.unit_price, v.unit_fee
          FROM o, (VALUES ${sql.join(rows, sql`, `)}) AS v(n, id, type, quantity, unit_price, unit_fee)
        )
        SELECT id FROM o`,
  )
  const orderId = Number((written.rows[0] as { id: number }).id)
  return { hold: { orderId, status, expiresAt, total }, lines }
}
