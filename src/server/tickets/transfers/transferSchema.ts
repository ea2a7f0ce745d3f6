import 'server-only'

import { z } from 'zod'

/** `POST /api/tickets/{id}/transfer`: the address the ticket goes to. */
export const transferSchema = z.object(
  {
    email: z
      .string({ error: 'TicketTransfer.errors.email' })
      .trim()
      .toLowerCase()
      .max(254, 'TicketTransfer.errors.email')
      .pipe(z.email('TicketTransfer.errors.email')),
  },
  { error: 'TicketTransfer.errors.email' },
)

/** `POST /api/ticket-transfers/claim`: the token of the mailed link. */
export const claimSchema = z.object(
  {
    token: z
      .string({ error: 'TicketTransfer.errors.badLink' })
      .max(100, 'TicketTransfer.errors.badLink'),
  },
  { error: 'TicketTransfer.errors.badLink' },
)

export type TransferInput = z.infer<typeof transferSchema>
