import 'server-only'

import type { Payload } from 'payload'

import type { Settled } from '@/lib/inBatches'

import {
  claimKeys,
  countHoldBatch,
  fail,
  inSharedTransaction,
  KeyTaken,
  type Failure,
} from '../../platform'
import { queueOrderMail } from '../mail/queueOrderMail'
import { takenOf, ticketCounts } from '../types/takenCounts'
import { checkHold } from './checkHold'
import { lockTypes, type LockedType } from './lockTypes'
import type { Hold, WaitingHold } from './heldOrder'
import { settleBatch, writeOrders, type WrittenOrder } from './holdWrites'
import { noteOnBoard, offBoard } from './saleBoard'

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
export async function holdTogether(
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
