import 'server-only'

import { ticketFeePercent } from '../settings'

/** What one ticket costs: its price, the service fee and the total the fan pays, in kuruş. */
export type TicketPrice = { price: number; fee: number; total: number }

/**
 * The fee on `price` kuruş at `percent`, rounded half up to the kuruş. Integer arithmetic over
 * the percent in hundredths, so 5 % of 30 kuruş is 2 (1.5 rounded up), never 1.4999….
 */
export function ticketFee(price: number, percent: number): number {
  const hundredths = Math.round(percent * 100)
  return Math.floor((price * hundredths + 5000) / 10000)
}

/** `price` with its fee at the configured percent. */
export function priced(price: number): TicketPrice {
  const fee = ticketFee(price, ticketFeePercent())
  return { price, fee, total: price + fee }
}
