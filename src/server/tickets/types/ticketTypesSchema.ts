import 'server-only'

import { z } from 'zod'

/** Bounds of one type: a name fits a ticket, a price a concert's (₺100,000), a stock a stadium's. */
const TICKET_LIMITS = {
  name: 80,
  price: 10_000_000,
  quantity: 100_000,
  perOrderLimit: 20,
  types: 20,
} as const

const count = (max: number, key: 'Tickets.errors.quantity' | 'Tickets.errors.perOrderLimit') =>
  z.number({ error: key }).int(key).min(1, key).max(max, key)

const name = z
  .string({ error: 'Tickets.errors.name' })
  .trim()
  .min(1, 'Tickets.errors.name')
  .max(TICKET_LIMITS.name, 'Tickets.errors.name')

const moment = z
  .string({ error: 'Tickets.errors.date' })
  .refine((value) => !Number.isNaN(Date.parse(value)), 'Tickets.errors.date')

/** One ticket type as the venue writes it; an `id` updates that type, none adds one. */
const ticketTypeInput = z.object(
  {
    id: z
      .number({ error: 'Tickets.errors.unknownType' })
      .int('Tickets.errors.unknownType')
      .optional(),
    name: z.object({ tr: name, en: name }, { error: 'Tickets.errors.name' }),
    price: z
      .number({ error: 'Tickets.errors.price' })
      .int('Tickets.errors.price')
      .min(0, 'Tickets.errors.price')
      .max(TICKET_LIMITS.price, 'Tickets.errors.price'),
    quantity: count(TICKET_LIMITS.quantity, 'Tickets.errors.quantity'),
    saleStartsAt: moment.nullish(),
    saleEndsAt: moment.nullish(),
    perOrderLimit: count(TICKET_LIMITS.perOrderLimit, 'Tickets.errors.perOrderLimit').nullish(),
    paused: z.boolean({ error: 'Tickets.errors.invalidBody' }).nullish(),
  },
  { error: 'Tickets.errors.invalidBody' },
)

/** `PUT /api/shows/{id}/tickets`: the show's whole list of types; a type left out is removed. */
export const ticketTypesSchema = z.object(
  {
    types: z
      .array(ticketTypeInput, { error: 'Tickets.errors.invalidBody' })
      .max(TICKET_LIMITS.types, 'Tickets.errors.tooManyTypes'),
  },
  { error: 'Tickets.errors.invalidBody' },
)

export type TicketTypesInput = z.infer<typeof ticketTypesSchema>
export type TicketTypeInput = TicketTypesInput['types'][number]
