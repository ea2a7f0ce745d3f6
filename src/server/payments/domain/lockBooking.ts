import 'server-only'

import type { Payment } from '@/payload-types'

/** The one lock order for a booking's writes (gig, booking, payment), as the market takes it. */
export { lockBookingRows as lockBooking } from '@/server/market'

/** The payment's events with `event` added, as the update writes them. */
export const withEvent = (
  payment: Pick<Payment, 'events'>,
  event: { type: NonNullable<Payment['events']>[number]['type']; amount?: number; note?: string },
) => [
  ...(payment.events ?? []).map(({ at, type, amount, note }) => ({ at, type, amount, note })),
  { at: new Date().toISOString(), ...event },
]
