import { DAY_MS, HOUR_MS } from '../durations'
// Turkey keeps UTC+3 all year, so Istanbul's clock is UTC shifted by a constant.
const OFFSET_MS = 3 * 60 * 60 * 1000

/** An instant as the `HH:MM` an Istanbul clock shows; empty for none. */
export const toClockInput = (iso: string | null | undefined): string =>
  iso ? new Date(Date.parse(iso) + OFFSET_MS).toISOString().slice(11, 16) : ''

/**
 * An `HH:MM` time input read against a gig's start: the occurrence of that Istanbul time from 18
 * hours before the start to 6 hours after it, so a load-in at 16:00 falls on the gig's afternoon
 * and a set at 00:30 after a 22:00 start falls after midnight. Null for an empty or bad value.
 */
export function fromClockInput(value: string, gigStart: string): string | null {
  const match = /^(\d{2}):(\d{2})$/.exec(value)
  if (!match) return null
  const start = Date.parse(gigStart)
  const day = new Date(start + OFFSET_MS).toISOString().slice(0, 10)
  const sameDay = Date.parse(`${day}T${value}:00+03:00`)
  const from = start - 18 * HOUR_MS
  const at = [sameDay - DAY_MS, sameDay, sameDay + DAY_MS].find(
    (candidate) => candidate >= from && candidate < from + DAY_MS,
  )!
  return new Date(at).toISOString()
}
