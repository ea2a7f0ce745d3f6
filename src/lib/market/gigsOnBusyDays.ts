import { istanbulDay } from './istanbulTime'

/**
 * An organizer's gigs split by an artist's busy days (Istanbul days, booked or marked): those on
 * free days, and the days of the others, sorted, for the invite form to say why they are missing.
 */
export function splitOnBusyDays<G extends { date: string }>(
  gigs: G[],
  busyDays: readonly string[],
): { free: G[]; busyDays: string[] } {
  const busy = new Set(busyDays)
  const dayOf = (gig: G) => istanbulDay(new Date(gig.date))
  const free = gigs.filter((gig) => !busy.has(dayOf(gig)))
  const taken = gigs.filter((gig) => busy.has(dayOf(gig))).map(dayOf)
  return { free, busyDays: [...new Set(taken)].sort() }
}
