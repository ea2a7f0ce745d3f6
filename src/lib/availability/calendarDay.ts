import { DAY_MS } from '../durations'
// No `server-only`: the dashboard's calendar and the directory's date field share these.

/** An Istanbul calendar day as the API writes it. */
const CALENDAR_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

/** True for a `YYYY-MM-DD` that names a real day (not 2027-02-30). */
export const isCalendarDay = (value: string): boolean =>
  CALENDAR_DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)

/** `day` moved by `days` whole days (`2027-03-01`, -1 → `2027-02-28`). */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

/** The instant Istanbul calendar day `day` begins, as an ISO string (Turkey keeps UTC+3 all year). */
export const dayStart = (day: string): string => new Date(`${day}T00:00:00+03:00`).toISOString()
