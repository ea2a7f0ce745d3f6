import { DAY_MS } from '../durations'
// Turkey keeps UTC+3 all year (no daylight saving since 2016), so the offset is a constant.
const OFFSET_MS = 3 * 60 * 60 * 1000

/** An ISO instant as a `datetime-local` value in Istanbul time (`2027-05-01T21:00`). */
export const toIstanbulInput = (iso: string | null | undefined): string =>
  iso ? new Date(Date.parse(iso) + OFFSET_MS).toISOString().slice(0, 16) : ''

/** A `datetime-local` value read as Istanbul time, as an ISO instant; empty stays empty. */
export const fromIstanbulInput = (value: string): string | null =>
  value ? new Date(`${value}:00+03:00`).toISOString() : null

/** The instant the Istanbul day holding `now` began, plus `days` whole days. */
export const istanbulDayStart = (now: Date, days = 0): Date =>
  new Date(Math.floor((now.getTime() + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS + days * DAY_MS)

/** The Istanbul calendar day of `now` as YYYY-MM-DD. */
export const istanbulDay = (now: Date): string =>
  new Date(now.getTime() + OFFSET_MS).toISOString().slice(0, 10)

/** An Istanbul calendar day (`2026-12-01`) as a Date at its noon, for a message to write as a date. */
export const istanbulDayDate = (day: string): Date => new Date(`${day}T12:00:00+03:00`)
