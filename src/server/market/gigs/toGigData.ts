import 'server-only'

import type { GigUpdate } from './gigInputSchema'

const NO_FEE = { type: null, amount: null, min: null, max: null }

/** A validated body as the collection stores it: a null fee clears it, a city is never cleared. */
export function toGigData(input: GigUpdate) {
  const { fee, city, ticketUrl, ...rest } = input
  return {
    ...rest,
    // An empty link clears it.
    ...(ticketUrl !== undefined ? { ticketUrl: ticketUrl || null } : {}),
    ...(city ? { city } : {}),
    ...(fee !== undefined ? { fee: fee ?? NO_FEE } : {}),
  }
}
