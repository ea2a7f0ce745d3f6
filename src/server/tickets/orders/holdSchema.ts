import 'server-only'

import { z } from 'zod'

/** `POST /api/shows/{id}/tickets/hold`: how many of which types. */
export const holdSchema = z.object(
  {
    items: z
      .array(
        z.object(
          {
            typeId: z
              .number({ error: 'Tickets.errors.unknownType' })
              .int('Tickets.errors.unknownType')
              .positive('Tickets.errors.unknownType'),
            quantity: z
              .number({ error: 'Tickets.errors.holdQuantity' })
              .int('Tickets.errors.holdQuantity')
              .min(1, 'Tickets.errors.holdQuantity')
              .max(100, 'Tickets.errors.holdQuantity'),
          },
          { error: 'Tickets.errors.invalidBody' },
        ),
        { error: 'Tickets.errors.emptyOrder' },
      )
      .min(1, 'Tickets.errors.emptyOrder')
      .max(20, 'Tickets.errors.invalidBody'),
  },
  { error: 'Tickets.errors.emptyOrder' },
)

export type HoldInput = z.infer<typeof holdSchema>
