import 'server-only'

import type { Locale } from '@/i18n/locales'

import { fail, type Failure } from '../../platform'
import { saleState } from '../types/ticketTypeView'
import type { LockedType } from './lockTypes'

export type HoldItem = { typeId: number; quantity: number }

/** What is left of `type` with `taken` of it gone, and its state of sale at `now`. */
export function lockedSaleState(type: LockedType, taken: number, now: Date) {
  const available = Math.max(type.quantity - taken, 0)
  const state = saleState(
    {
      paused: type.paused,
      saleStartsAt: type.saleStartsAt.toISOString(),
      saleEndsAt: type.saleEndsAt.toISOString(),
    },
    available,
    now,
  )
  return { available, state }
}

/**
 * Why the order of `items` cannot be held, or null when it can: the per-order limit (all types
 * of the order together, against the smallest limit among them), then each type's state (paused,
 * not on sale yet, ended, or fewer left than asked). The message names the type that is short.
 */
export function checkHold(
  items: HoldItem[],
  types: Map<number, LockedType>,
  taken: Map<number, number>,
  locale: Locale,
  now: Date,
): Failure<'conflict'> | null {
  const wanted = items.reduce((sum, item) => sum + item.quantity, 0)
  const limit = Math.min(...items.map((item) => types.get(item.typeId)!.perOrderLimit))
  if (wanted > limit)
    return fail('conflict', 'Tickets.errors.overLimit', { values: { limit, wanted } })
  for (const item of items) {
    const type = types.get(item.typeId)!
    const name = locale === 'tr' ? type.nameTr : type.nameEn
    const { available, state } = lockedSaleState(type, taken.get(type.id) ?? 0, now)
    if (state === 'paused') return fail('conflict', 'Tickets.errors.paused', { values: { name } })
    if (state === 'notYet')
      return fail('conflict', 'Tickets.errors.notOnSaleYet', {
        values: { name, at: type.saleStartsAt },
      })
    if (state === 'ended') return fail('conflict', 'Tickets.errors.saleEnded', { values: { name } })
    if (available === 0) return fail('conflict', 'Tickets.errors.soldOut', { values: { name } })
    if (available < item.quantity)
      return fail('conflict', 'Tickets.errors.fewLeft', { values: { name, available } })
  }
  return null
}
