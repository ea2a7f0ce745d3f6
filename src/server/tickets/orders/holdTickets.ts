import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { User } from '@/payload-types'

import { fail, inTransaction, type Failure } from '../../platform'
import { queueOrderMail } from '../mail/queueOrderMail'
import { holdMinutes } from '../settings'
import { priced } from '../types/pricing'
import { takenCounts } from '../types/takenCounts'
import { findTicketShow } from '../types/ticketShow'
import { checkHold, type HoldItem } from './checkHold'
import type { HoldInput } from './holdSchema'
import { lockTypes, type LockedType } from './lockTypes'

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
 * `user` holds tickets of show `idParam` for `holdMinutes()`: under the lock of each asked type
 * (lockTypes), the taken tickets are counted and the new ones written, so what is held and sold
 * never passes a type's quantity however many buyers ask at once. A free order (total 0) is
 * complete at once, its tickets sold; a paid one stays held until paid or until it expires.
 * Null when `idParam` names no show.
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
  for (const line of lines)
    for (let admission = 0; admission < line.quantity; admission++)
      await req.payload.create({
        collection: 'tickets',
        data: {
          order: order.id,
          gig: gigId,
          ticketType: line.ticketType,
          holder: user.id,
          status: free ? 'sold' : 'held',
          holdExpiresAt: free ? null : expiresAt,
        },
        depth: 0,
        overrideAccess: true,
        req,
      })
  if (free) await queueOrderMail(req, order.id)
  return { orderId: order.id, status: order.status as Hold['status'], expiresAt, total }
}
