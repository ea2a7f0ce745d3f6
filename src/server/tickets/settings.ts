import 'server-only'

const numberOr = (value: string | undefined, fallback: number) => {
  const parsed = Number(value)
  return value && Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback
}

/** The service fee on each ticket, in percent of its price (`TICKET_FEE_PERCENT`, 5). */
export const ticketFeePercent = () => numberOr(process.env.TICKET_FEE_PERCENT, 5)

/** How long a hold keeps its tickets off sale, in minutes (`TICKET_HOLD_MINUTES`, 10). */
export const holdMinutes = () => numberOr(process.env.TICKET_HOLD_MINUTES, 10)

/**
 * How long an instance answers refusals from what it last read of a ticket type, in milliseconds
 * (`TICKET_BOARD_MS`, 1,000): the most a count the sale's board refuses from may lag.
 */
export const boardMs = () => numberOr(process.env.TICKET_BOARD_MS, 1000)

/** A type's per-order limit when the venue sets none. */
export const DEFAULT_PER_ORDER_LIMIT = 6
