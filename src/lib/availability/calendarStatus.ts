// No `server-only`: the collection, the domain layer and the dashboard's status line share these.

/** Why the last fetch of an external calendar failed. */
export const CALENDAR_FETCH_FAILURES = [
  'notHttps',
  'refusedAddress',
  'unresolvable',
  'tooLarge',
  'timeout',
  'tooManyRedirects',
  'httpStatus',
  'notCalendar',
  'network',
] as const

export type CalendarFetchFailure = (typeof CALENDAR_FETCH_FAILURES)[number]

/** The status the artist reads: never the address, only its host. */
export type CalendarStatus = {
  address: string
  lastFetchedAt: string | null
  status: 'pending' | 'ok' | 'failed'
  failure: CalendarFetchFailure | null
  httpStatus: number | null
  busyDays: number | null
}
