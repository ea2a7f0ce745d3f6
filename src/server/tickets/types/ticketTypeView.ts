import 'server-only'

import type { Locale } from '@/i18n/locales'
import type { TicketType } from '@/payload-types'

import { priced, type TicketPrice } from './pricing'

/** Where a type's sale stands at a moment, in the order a fan's "why not" is told. */
type SaleState = 'paused' | 'notYet' | 'ended' | 'soldOut' | 'onSale'

/** A ticket type as fans read it: prices in kuruş, the name in the request's language. */
export type TicketTypeView = TicketPrice & {
  id: number
  name: string
  quantity: number
  /** What is left to hold; counted when asked, and may lag by the cache's seconds once cached. */
  available: number
  onSaleAt: string
  saleEndsAt: string
  perOrderLimit: number
  paused: boolean
  state: SaleState
}

/** The state of `type` at `now` with `available` tickets left. */
export function saleState(
  type: Pick<TicketType, 'paused' | 'saleStartsAt' | 'saleEndsAt'>,
  available: number,
  now: Date,
): SaleState {
  if (type.paused) return 'paused'
  if (now < new Date(type.saleStartsAt)) return 'notYet'
  if (now >= new Date(type.saleEndsAt)) return 'ended'
  return available > 0 ? 'onSale' : 'soldOut'
}

export function toTicketTypeView(
  type: TicketType,
  taken: number,
  locale: Locale,
  now: Date,
): TicketTypeView {
  const available = Math.max(type.quantity - taken, 0)
  return {
    id: type.id,
    name: type.name[locale],
    ...priced(type.price),
    quantity: type.quantity,
    available,
    onSaleAt: type.saleStartsAt,
    saleEndsAt: type.saleEndsAt,
    perOrderLimit: type.perOrderLimit,
    paused: Boolean(type.paused),
    state: saleState(type, available, now),
  }
}
