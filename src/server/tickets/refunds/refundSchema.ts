import 'server-only'

import { z } from 'zod'

/** `POST /api/tickets/{id}/refund`: no fields; an empty body or none at all. */
export const refundSchema = z.strictObject({}, { error: 'TicketRefund.errors.invalidBody' })
