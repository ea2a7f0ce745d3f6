import 'server-only'

import { fail, type Failure } from '../../platform'
import { DEFAULT_PER_ORDER_LIMIT } from '../settings'
import type { TicketShow } from './ticketShow'
import type { TicketTypeInput } from './ticketTypesSchema'

/** A type as it will be stored: its sale window filled in from the show's start. */
export type TicketTypeData = Omit<TicketTypeInput, 'saleStartsAt' | 'saleEndsAt'> & {
  saleStartsAt: string
  saleEndsAt: string
  perOrderLimit: number
  paused: boolean
}

/**
 * The rules of a show's list that need no stored ticket: a sale starts now unless set, ends at
 * the show's start unless set earlier (never after it, never before it starts), and the
 * quantities together fit the venue's capacity.
 */
export function checkTicketTypes(
  show: TicketShow,
  types: TicketTypeInput[],
  now: Date,
): TicketTypeData[] | Failure<'invalid' | 'conflict'> {
  if (show.capacity === null) return fail('conflict', 'Tickets.errors.noCapacity')
  const total = types.reduce((sum, type) => sum + type.quantity, 0)
  if (total > show.capacity)
    return fail('conflict', 'Tickets.errors.overCapacity', {
      values: { capacity: show.capacity, total },
    })
  const showStart = new Date(show.date)
  const data: TicketTypeData[] = []
  for (const [index, type] of types.entries()) {
    const startsAt = type.saleStartsAt ? new Date(type.saleStartsAt) : now
    const endsAt = type.saleEndsAt ? new Date(type.saleEndsAt) : showStart
    if (endsAt > showStart)
      return fail('invalid', 'Tickets.errors.endsAfterShow', { field: `types.${index}.saleEndsAt` })
    if (startsAt >= endsAt)
      return fail('invalid', 'Tickets.errors.saleWindow', { field: `types.${index}.saleStartsAt` })
    data.push({
      ...type,
      saleStartsAt: startsAt.toISOString(),
      saleEndsAt: endsAt.toISOString(),
      perOrderLimit: type.perOrderLimit ?? DEFAULT_PER_ORDER_LIMIT,
      paused: type.paused ?? false,
    })
  }
  return data
}
