import 'server-only'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { inBatches } from '@/lib/inBatches'
import type { User } from '@/payload-types'

import { fail, replayedResult, shareKey, type Failure } from '../../platform'
import { findTicketShow } from '../types/ticketShow'
import { fromBoard, mergeItems, type HoldClaim } from './claimHold'
import type { HoldInput } from './holdSchema'
import type { Hold } from './heldOrder'
import { holdTogether } from './holdTogether'

/**
 * How many batches of an instance's holds of the same types run their transaction at once: one
 * under the locks while the next writes its orders.
 */
const BATCHES_AT_ONCE = 2
/** The most holds one batch takes through the locks. */
const BATCH_MOST = 100

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
