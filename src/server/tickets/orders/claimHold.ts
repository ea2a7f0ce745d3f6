import 'server-only'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { parseRecordId } from '@/lib/parseRecordId'

import type { Failure } from '../../platform'
import { checkHold, type HoldItem } from './checkHold'
import type { HoldInput } from './holdSchema'
import type { LockedType } from './lockTypes'
import { boardNow, claimOnBoard, freshBoard } from './saleBoard'
import { showSoldOut } from './showSoldOut'

/** A refusal's reason when every ticket of the show is gone, not only those asked for. */
export const SHOW_SOLD_OUT = 'showSoldOut'

/** One line per type: the same type asked for twice is one line of the sum. */
export const mergeItems = (items: HoldInput['items']): HoldItem[] => {
  const byType = new Map<number, number>()
  for (const { typeId, quantity } of items) byType.set(typeId, (byType.get(typeId) ?? 0) + quantity)
  return [...byType].map(([typeId, quantity]) => ({ typeId, quantity }))
}

/**
 * A hold's place on this instance's sale board, taken when the board let it through: its show,
 * its items, the types as the board had them (their prices), and how to give the place back.
 */
export type HoldClaim = {
  gigId: number
  items: HoldItem[]
  seen: Map<number, LockedType>
  release: () => void
}

/**
 * A hold of show `idParam` checked against the sale's board (saleBoard.ts: at most a second old,
 * read without a lock) before anything else is done for it: at an on-sale most buyers ask for
 * what is already gone, and they are answered at once instead of each reading the database or
 * queueing for the lock for the same answer. The refusal, or the hold's claim on the board
 * (counted as taken there until released, so the holds asking behind it see it), or null when a
 * type asked for is not one of the show's (the hold then says why). A moment-old count can only
 * refuse what a lapsed hold freed a moment ago (the buyer may ask again); a hold is only ever
 * granted under the locks. A refusal holds nothing but what the show's public ticket list says.
 * The caller releases the claim once the hold is done, whatever its outcome. A refusal when every
 * type of the show is sold out says so (`reason: SHOW_SOLD_OUT`).
 */
export async function claimHold(
  payload: Payload,
  idParam: string,
  input: HoldInput,
  locale: Locale,
): Promise<Failure<'conflict'> | HoldClaim | null> {
  const gigId = parseRecordId(idParam)
  if (!gigId) return null
  const items = mergeItems(input.items)
  const { types: seen, refused, release } = await fromBoard(payload, gigId, items, locale)
  if (refused?.message === 'Tickets.errors.soldOut' && (await showSoldOut(payload, gigId)))
    return { ...refused, reason: SHOW_SOLD_OUT }
  if (refused) return refused
  return release ? { gigId, items, seen, release } : null
}

/**
 * The asked types as the sale's board has them, the index of the first item whose type is not
 * show `gigId`'s (-1: none), why the board refuses the hold (null when it may be had, or when a
 * type is not the show's), and, when it may be had, its claim on the board: checked and claimed
 * in one synchronous step after the board's read, so that no other hold of this instance checks
 * in between (each would see the tickets the other is about to claim as still there).
 */
export async function fromBoard(
  payload: Payload,
  gigId: number,
  items: HoldItem[],
  locale: Locale,
) {
  const ids = items.map((item) => item.typeId)
  await freshBoard(payload, ids)
  const { types, taken } = boardNow(ids)
  const foreign = items.findIndex(({ typeId }) => types.get(typeId)?.gig !== gigId)
  const refused = foreign < 0 ? checkHold(items, types, taken, locale, new Date()) : null
  const release = foreign < 0 && !refused ? claimOnBoard(items) : null
  return { types, foreign, refused, release }
}
