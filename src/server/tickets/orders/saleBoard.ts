import 'server-only'

import type { Payload } from 'payload'

import { asideRunner } from '../../platform'
import { boardMs } from '../settings'
import { ticketCounts } from '../types/takenCounts'
import { readTypes, type LockedType } from './lockTypes'

/*
 * The sale's board: what this instance last read of each ticket type, answered from for
 * refusals for `boardMs()` (a second unless set). At an on-sale most buyers ask for what is
 * already gone, and each of them reading the type and counting its tickets again cost the
 * instance more than everything else the answer needs. A count is kept no later than the first
 * running hold it counts lapses, so the clock gives tickets back here on time; a second-old count
 * can only miss what a hold given back on the other instance, or a venue's change there, freed
 * within that second (the list says counts may lag by a few seconds; the buyer may ask again). A
 * hold is only ever granted under the types' locks.
 */

/** A type as last read, what was taken of it, and until when that may be answered from. */
type Entry = { type: LockedType; taken: number; until: number }

const entries = new Map<number, Entry>()
/** The reads under way, one per set of types: buyers asking at the same moment share one. */
const reading = new Map<string, Promise<void>>()
/**
 * Tickets of each type asked for by this instance's holds that passed the board and are on their
 * way to the types' locks, not yet in any count the board has read.
 */
const claimed = new Map<number, number>()

/**
 * Reads the types of `ids` again unless the board read them at most boardMs() ago; one read of
 * the database for every caller asking at the same moment.
 */
export async function freshBoard(payload: Payload, ids: number[]): Promise<void> {
  const now = Date.now()
  const stale = ids.filter((id) => !((entries.get(id)?.until ?? 0) > now))
  if (!stale.length) return
  const key = [...stale].sort((a, b) => a - b).join(',')
  let read = reading.get(key)
  if (!read) {
    read = readBoard(payload, stale).finally(() => reading.delete(key))
    reading.set(key, read)
  }
  await read
  await inTurn()
}

/** How many callers of one board read go on in one turn of the event loop. */
const WAKE_AT_ONCE = 25
const waking: Array<() => void> = []

/**
 * Lets the callers waiting on one board read go on a few at a time, each few in a turn of the
 * event loop of its own. At an on-sale's moment thousands wait on the same read; continued all in
 * one pass (as a resolved promise continues its waiters), the instance accepted no connection for
 * seconds, and the front, its probe unable to connect, took it out.
 */
function inTurn(): Promise<void> {
  return new Promise((resolve) => {
    waking.push(resolve)
    if (waking.length === 1) setImmediate(wakeSome)
  })
}

function wakeSome() {
  for (const resolve of waking.splice(0, WAKE_AT_ONCE)) resolve()
  if (waking.length > 0) setImmediate(wakeSome)
}

/**
 * The types of `ids` as the board has them now, with what is taken of each (sold, used, held by a
 * running hold, as last read; and what this instance's holds on their way to the locks asked
 * for). Synchronous, so that a check of it and a claim (claimOnBoard) made right after it see no
 * other hold's in between. A type that does not exist is absent.
 */
export function boardNow(ids: number[]): {
  types: Map<number, LockedType>
  taken: Map<number, number>
} {
  const types = new Map<number, LockedType>()
  const taken = new Map<number, number>()
  for (const id of ids) {
    const entry = entries.get(id)
    if (!entry) continue
    types.set(id, entry.type)
    taken.set(id, entry.taken + (claimed.get(id) ?? 0))
  }
  return { types, taken }
}

/**
 * Reads the board's types on a connection of its own: at an on-sale's moment every connection of
 * the pool may be taken by holds waiting their turn for the types' locks, and the read every
 * buyer's refusal waits for must not queue behind them.
 */
async function readBoard(payload: Payload, ids: number[]) {
  const now = new Date()
  const aside = asideRunner(payload, 'saleBoard')
  const types = await readTypes(aside, ids)
  const counts = await ticketCounts(
    aside,
    types.map((type) => type.id),
    now,
  )
  for (const id of ids) entries.delete(id)
  for (const type of types) {
    const { sold = 0, held = 0, nextLapse = null } = counts.get(type.id) ?? {}
    noteOnBoard(type, sold + held, now, nextLapse)
  }
}

/**
 * What was read of `type` at `readAt` (under the types' locks, by a hold, or by the board): `taken`
 * tickets, the first running hold among them lapsing at `nextLapse`.
 */
export function noteOnBoard(
  type: LockedType,
  taken: number,
  readAt: Date,
  nextLapse: Date | null,
): void {
  const until = Math.min(readAt.getTime() + boardMs(), nextLapse?.getTime() ?? Infinity)
  const known = entries.get(type.id)
  if (known && known.until > until) return
  entries.set(type.id, { type, taken, until })
}

/**
 * Forgets `ids`: tickets came back on sale here (a hold given back, an order ended), or the venue
 * changed the types; the next hold reads them again.
 */
export function offBoard(ids: Iterable<number>): void {
  for (const id of ids) entries.delete(id)
}

/**
 * Counts `items` as taken on this instance's board until the returned release is called (at the
 * latest once the hold's own count under the locks is on the board, or the hold failed). At an
 * on-sale's moment thousands of holds pass a board that still shows tickets left, and each of them
 * queued for the types' locks one after another, only to be refused there: with what is already
 * on its way counted, the holds beyond the tickets left are refused at once, and only about as
 * many holds as there are tickets reach the locks from each instance. A claim that comes to
 * nothing (the hold refused under the locks, or failed) only refused others for that moment; the
 * list says counts may lag, and the buyer may ask again. A hold is only ever granted under the
 * locks.
 */
export function claimOnBoard(items: Array<{ typeId: number; quantity: number }>): () => void {
  for (const { typeId, quantity } of items)
    claimed.set(typeId, (claimed.get(typeId) ?? 0) + quantity)
  let released = false
  return () => {
    if (released) return
    released = true
    for (const { typeId, quantity } of items) {
      const left = (claimed.get(typeId) ?? 0) - quantity
      if (left > 0) claimed.set(typeId, left)
      else claimed.delete(typeId)
    }
  }
}
