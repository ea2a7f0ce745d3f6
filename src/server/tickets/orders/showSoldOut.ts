import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { asideRunner } from '../../platform'
import { boardMs } from '../settings'
import { lockedSaleState } from './checkHold'
import { boardNow, freshBoard } from './saleBoard'

/** Each show's ticket types as last read, and until when that is answered from. */
const typesOf = new Map<number, { ids: number[]; until: number }>()
const reading = new Map<number, Promise<number[]>>()

/**
 * The ids of show `gigId`'s ticket types, read at most once per boardMs() for every caller asking
 * at the same moment, on the sale board's own connection (the pool may be busy with holds).
 */
async function typeIdsOf(payload: Payload, gigId: number): Promise<number[]> {
  const known = typesOf.get(gigId)
  if (known && known.until > Date.now()) return known.ids
  let read = reading.get(gigId)
  if (!read) {
    read = readTypeIds(payload, gigId).finally(() => reading.delete(gigId))
    reading.set(gigId, read)
  }
  return read
}

async function readTypeIds(payload: Payload, gigId: number): Promise<number[]> {
  const { rows } = await asideRunner(payload, 'saleBoard').execute<{ id: number }>(
    sql`SELECT id FROM ticket_types WHERE gig_id = ${gigId}`,
  )
  const ids = rows.map((row) => Number(row.id))
  typesOf.set(gigId, { ids, until: Date.now() + boardMs() })
  return ids
}

/**
 * Whether show `gigId` is sold out as a whole, as the sale's board has it now: it has ticket types
 * and every one is on sale with none left (sold, or held by a running hold). A type paused, not on
 * sale yet or ended is not sold out: a hold of it is refused for that reason instead. Asked when a
 * hold was refused, so that the refusal can say the whole show is gone (and the front can answer
 * the buyers after it without the app: deploy/varnish/sahne.vcl). The board is at most a second
 * old, as every refusal's.
 */
export async function showSoldOut(payload: Payload, gigId: number): Promise<boolean> {
  const ids = await typeIdsOf(payload, gigId)
  if (!ids.length) return false
  await freshBoard(payload, ids)
  const { types, taken } = boardNow(ids)
  const now = new Date()
  return ids.every((id) => {
    const type = types.get(id)
    if (!type || type.gig !== gigId) return false
    const { state } = lockedSaleState(type, taken.get(id) ?? 0, now)
    return state === 'soldOut'
  })
}
