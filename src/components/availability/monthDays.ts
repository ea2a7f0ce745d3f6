// No `server-only`: the month view's own helpers.
import { addDays } from '@/lib/availability/calendarDay'
import type { MyAvailability } from '@/server/market'

type DayState =
  | { kind: 'free' }
  | { kind: 'blocked'; source: 'manual' | 'ical' }
  | { kind: 'booked'; gig: string; venue: string }

/**
 * Each day of `from`..`to` with what fills it: a booking before a block (the external calendar's
 * before the artist's own), a block before nothing.
 */
export function dayStates(calendar: MyAvailability | undefined, from: string, to: string) {
  const states = new Map<string, DayState>()
  for (const block of calendar?.blocks ?? []) {
    const last = block.to < to ? block.to : to
    for (let day = block.from < from ? from : block.from; day <= last; day = addDays(day, 1)) {
      // A day the external calendar takes stays its, even under a block of the artist's own.
      const current = states.get(day)
      if (current?.kind !== 'blocked' || current.source !== 'ical')
        states.set(day, { kind: 'blocked', source: block.source })
    }
  }
  for (const booking of calendar?.bookings ?? [])
    states.set(booking.day, { kind: 'booked', gig: booking.gig, venue: booking.venue })
  return (day: string): DayState => states.get(day) ?? { kind: 'free' }
}

/** The last day of `month` (`YYYY-MM`). */
export const monthEnd = (month: string) =>
  addDays(
    new Date(Date.UTC(+month.slice(0, 4), +month.slice(5, 7), 1)).toISOString().slice(0, 10),
    -1,
  )
