import 'server-only'

import { ticketFee } from '@/lib/tickets/ticketFee'

import { ticketFeePercent } from '../settings'

/** What one ticket costs: its price, the service fee and the total the fan pays, in kuruş. */
export type TicketPrice = { price: number; fee: number; total: number }

/** `price` with its fee at the configured percent. */
export function priced(price: number): TicketPrice {
  const fee = ticketFee(price, ticketFeePercent())
  return { price, fee, total: price + fee }
}
