import 'server-only'

import { randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/locales'
import { inBatches, type Settled } from '@/lib/inBatches'
import type { User } from '@/payload-types'

import {
  claimKeys,
  countHoldBatch,
  fail,
  forgetKeysSql,
  inSharedTransaction,
  KeyTaken,
  replayedResult,
  shareKey,
  sqlOf,
  storeResultsSql,
  type Failure,
  type SharedKey,
} from '../../platform'
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

/**
 * How many batches of an instance's holds of the same types run their transaction at once: one
 * under the locks while the next writes its orders.
 */
const BATCHES_AT_ONCE = 2
/** The most holds one batch takes through the locks. */
const BATCH_MOST = 100

/** A hold's answer: the order, until when it is held, and what it costs (kuruş). */
type Hold = {
  orderId: number
  status: 'held' | 'complete'
  expiresAt: string
  total: number
}

/**
 * `user` holds tickets of show `idParam` for `holdMinutes()`. A hold the board already refuses
 * (claimHold; the board counts what this instance's holds on their way to the locks asked for)
 * goes no further. The others of this instance asking for the same types go through the types'
 * locks in batches (holdTogether): a batch passes the locks once for all of its holds, where each
 * hold passing them in turn made an on-sale's buyers wait for one another. With `claimed`
 * (claimHold's, taken before the caller was known) the hold keeps that place. A free order (total
 * 0) is complete at once, its tickets sold; a paid one stays held until paid or until it expires.
 * Null when `idParam` names no show.
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
    // A repeat of a keyed hold whose instance died after the commit: what it returned then.
    const replayed = replayedResult()
    if (replayed) return replayed.value as Hold
    const hold = { user, showId: show.id, items, seen, locale, release, key: shareKey(user) }
    const lane = [...new Set(items.map((item) => item.typeId))].sort((a, b) => a - b).join(',')
    return await inBatches(`hold:${lane}`, hold, (holds) => holdTogether(payload, holds), {
      slots: BATCHES_AT_ONCE,
      most: BATCH_MOST,
    })
  } finally {
    release()
  }
}

/** A hold that passed the board, waiting for its batch. */
type WaitingHold = {
  user: User
  showId: number
  items: HoldItem[]
  /** The types as the board had them when it let the hold through (their prices). */
  seen: Map<number, LockedType>
  locale: Locale
  release: () => void
  key: SharedKey | null
}

/**
 * One transaction for a batch of holds of the same types, in their order of arrival: each one's
 * key is claimed (a repeat of a key already taken is answered from it, a repeat of a request of
 * the same batch gets that request's answer), each one's order written;
 * then under the types' locks (lockTypes) what is taken is counted once, each hold is checked
 * against it with the holds before it in the batch counted, and the granted holds' tickets, their
 * answers on their keys and the removal of the refused ones' orders and keys are one statement
 * before the commit. What is held and sold never passes a type's quantity however many buyers
 * ask at once, across instances: every batch counts under the same locks. Each hold's answer, in
 * order.
 */
async function holdTogether(
  payload: Payload,
  holds: WaitingHold[],
): Promise<Array<Settled<Hold | Failure<'conflict'>>>> {
  const settled: Array<Settled<Hold | Failure<'conflict'>> | undefined> = holds.map(() => undefined)
  const granted: Array<{ hold: WaitingHold; order: WrittenOrder; keyId: number | null }> = []
  // A repeat of a request already in this batch (same caller, key and body) gets that
  // request's answer once the batch has one, as a repeat arriving later would from the key.
  const firsts = new Map<string, number>()
  const repeats = new Map<number, number>()
  holds.forEach(({ key }, i) => {
    if (!key) return
    const name = JSON.stringify([key.caller, key.key, key.fingerprint])
    const first = firsts.get(name)
    if (first === undefined) firsts.set(name, i)
    else repeats.set(i, first)
  })
  await inSharedTransaction(payload, async (req) => {
    const now = new Date()
    const keyed = holds.flatMap((hold, i) =>
      hold.key && !repeats.has(i) ? [{ i, key: hold.key }] : [],
    )
    const claimed = await claimKeys(
      req,
      keyed.map(({ key }) => key),
    )
    const keyIds = new Map<number, number>()
    keyed.forEach(({ i, key }, j) => {
      const id = claimed[j]
      if (id === null || id === undefined) settled[i] = { error: new KeyTaken(key.caller) }
      else keyIds.set(i, id)
    })
    const live = holds.flatMap((hold, i) => (settled[i] || repeats.has(i) ? [] : [{ i, hold }]))
    if (!live.length) return { result: null, commit: false }
    const orders = await writeOrders(
      req,
      live.map(({ hold }) => hold),
      now,
    )
    const ids = [...new Set(holds.flatMap((hold) => hold.items.map((item) => item.typeId)))]
    const types = new Map((await lockTypes(req, ids)).map((t) => [t.id, t]))
    countHoldBatch(live.length)
    const counts = await ticketCounts(req, ids, now)
    const taken = takenOf(counts)
    const refusedOrders: number[] = []
    const refusedKeys: number[] = []
    live.forEach(({ i, hold }, j) => {
      const order = orders[j]!
      const refused = refusalOf(hold, types, taken, now)
      if (refused) {
        settled[i] = { value: refused }
        refusedOrders.push(order.hold.orderId)
        if (keyIds.has(i)) refusedKeys.push(keyIds.get(i)!)
        return
      }
      for (const { typeId, quantity } of hold.items)
        taken.set(typeId, (taken.get(typeId) ?? 0) + quantity)
      settled[i] = { value: order.hold }
      granted.push({ hold, order, keyId: keyIds.get(i) ?? null })
    })
    // The board now has the batch's own count: its holds' claims are in it.
    for (const type of types.values()) {
      const { nextLapse = null } = counts.get(type.id) ?? {}
      const lapse = granted.some(({ hold }) => hold.items.some((item) => item.typeId === type.id))
        ? new Date(granted[0]!.order.hold.expiresAt)
        : null
      const first = nextLapse && lapse && lapse < nextLapse ? lapse : (nextLapse ?? lapse)
      noteOnBoard(type, taken.get(type.id) ?? 0, now, first)
    }
    for (const hold of holds) hold.release()
    if (!granted.length) return { result: null, commit: false }
    await settleBatch(req, granted, refusedOrders, refusedKeys)
    for (const { order } of granted)
      if (order.hold.status === 'complete') await queueOrderMail(req, order.hold.orderId)
    return { result: null, commit: true }
  })
  for (const { hold, keyId } of granted) if (keyId !== null) hold.key!.committed(keyId)
  for (const [repeat, first] of repeats) settled[repeat] = settled[first]
  return settled.map((answer) => answer ?? { error: new Error('A hold was left unanswered') })
}

/**
 * Why `hold` cannot be had with `taken` gone of the locked `types` (checkHold), or that a type
 * asked for changed its price (or show) since the board read it: the buyer then sees the new
 * price before paying it.
 */
function refusalOf(
  hold: WaitingHold,
  types: Map<number, LockedType>,
  taken: Map<number, number>,
  now: Date,
): Failure<'conflict'> | null {
  const changed = hold.items.find(
    ({ typeId }) =>
      types.get(typeId)?.gig !== hold.showId ||
      types.get(typeId)!.price !== hold.seen.get(typeId)!.price,
  )
  if (!changed) return checkHold(hold.items, types, taken, hold.locale, now)
  offBoard(hold.items.map((item) => item.typeId))
  const type = hold.seen.get(changed.typeId)!
  return fail('conflict', 'Tickets.errors.priceChanged', {
    values: { name: hold.locale === 'tr' ? type.nameTr : type.nameEn },
  })
}

/** An order as written before its tickets: its lines, and the hold's answer. */
type WrittenOrder = {
  hold: Hold
  lines: Array<{ ticketType: number; quantity: number }>
}

/**
 * The orders of `holds` and their lines in one statement, in the order of `holds`: what Payload's
 * create writes for a `ticket-orders` document (the collection has no hooks; each line's id a
 * fresh 24-hex id as Payload gives array rows), without its validation pass and read back, which
 * cost a hold at an on-sale's moment more CPU than the rest of its transaction. Each order's id is
 * drawn from the table's sequence in the statement, so each hold knows its own. The fields are
 * this function's own values.
 */
async function writeOrders(
  req: PayloadRequest,
  holds: WaitingHold[],
  now: Date,
): Promise<WrittenOrder[]> {
  const expiresAt = new Date(now.getTime() + holdMinutes() * 60_000).toISOString()
  const written = holds.map(({ items, seen }) => {
    const lines = items.map(({ typeId, quantity }) => {
      const { price, fee } = priced(seen.get(typeId)!.price)
      return { ticketType: typeId, quantity, unitPrice: price, unitFee: fee }
    })
    const total = lines.reduce(
      (sum, line) => sum + line.quantity * (line.unitPrice + line.unitFee),
      0,
    )
    const status: Hold['status'] = total === 0 ? 'complete' : 'held'
    return { status, total, lines }
  })
  const orderRows = holds.map(
    ({ user, showId }, n) =>
      sql`(${n}::int, ${user.id}::int, ${showId}::int, ${written[n]!.status}::enum_ticket_orders_status,
           ${written[n]!.total}::numeric)`,
  )
  const lineRows = written.flatMap(({ lines }, n) =>
    lines.map(
      (line, i) =>
        sql`(${n}::int, ${i + 1}::int, ${randomBytes(12).toString('hex')}::varchar,
             ${line.ticketType}::int, ${line.quantity}::numeric, ${line.unitPrice}::numeric,
             ${line.unitFee}::numeric)`,
    ),
  )
  const db = await sqlOf(req)
  const { rows } = await db.execute<{ n: number; id: number }>(
    sql`WITH v AS MATERIALIZED (
          SELECT v.*, nextval(pg_get_serial_sequence('ticket_orders', 'id'))::int AS id
          FROM (VALUES ${sql.join(orderRows, sql`, `)}) AS v(n, buyer, gig, status, total)
        ), o AS (
          INSERT INTO ticket_orders (id, buyer_id, gig_id, status, expires_at, total)
          SELECT id, buyer, gig, status, ${expiresAt}::timestamptz, total FROM v
        ), l AS (
          INSERT INTO ticket_orders_lines
            (_order, _parent_id, id, ticket_type_id, quantity, unit_price, unit_fee)
          SELECT x.line, v.id, x.id, x.type, x.quantity, x.unit_price, x.unit_fee
          FROM (VALUES ${sql.join(lineRows, sql`, `)})
            AS x(n, line, id, type, quantity, unit_price, unit_fee)
          JOIN v ON v.n = x.n
        )
        SELECT n, id FROM v`,
  )
  const ids = new Map(rows.map((row) => [Number(row.n), Number(row.id)]))
  return written.map(({ status, total, lines }, n) => ({
    hold: { orderId: ids.get(n)!, status, expiresAt, total },
    lines,
  }))
}

/**
 * A batch's last statement, under the types' locks: the granted holds' tickets (each its own code
 * nonce, as the collection's create hook gives one; a free order's sold at once), each granted
 * keyed hold's answer stored on its key, and the refused holds' orders and keys removed.
 */
async function settleBatch(
  req: PayloadRequest,
  granted: Array<{ hold: WaitingHold; order: WrittenOrder; keyId: number | null }>,
  refusedOrders: number[],
  refusedKeys: number[],
) {
  const tickets = granted.flatMap(({ hold, order }) => {
    const free = order.hold.status === 'complete'
    return order.lines.flatMap((line) =>
      Array.from(
        { length: line.quantity },
        () =>
          sql`(${order.hold.orderId}::int, ${hold.showId}::int, ${line.ticketType}::int,
               ${hold.user.id}::int, ${free ? 'sold' : 'held'}::enum_tickets_status,
               ${free ? null : order.hold.expiresAt}::timestamptz,
               ${randomBytes(16).toString('base64url')}::varchar)`,
      ),
    )
  })
  const results = granted.flatMap(({ order, keyId }) =>
    keyId === null ? [] : [{ id: keyId, result: order.hold }],
  )
  const parts = [
    sql`t AS (
          INSERT INTO tickets (order_id, gig_id, ticket_type_id, holder_id, status,
                               hold_expires_at, code_nonce)
          VALUES ${sql.join(tickets, sql`, `)}
        )`,
  ]
  if (results.length) parts.push(sql`k AS (${storeResultsSql(results)})`)
  if (refusedKeys.length) parts.push(sql`f AS (${forgetKeysSql(refusedKeys)})`)
  if (refusedOrders.length)
    parts.push(
      sql`d AS (DELETE FROM ticket_orders WHERE id IN (${sql.join(
        refusedOrders.map((id) => sql`${id}`),
        sql`, `,
      )}))`,
    )
  const db = await sqlOf(req)
  await db.execute(sql`WITH ${sql.join(parts, sql`, `)} SELECT 1`)
}
