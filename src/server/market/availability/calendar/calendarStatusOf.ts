import 'server-only'

import type { CalendarStatus } from '../../../../lib/availability/calendarStatus'
import type { ExternalCalendar } from '../../../../payload-types'

/** A calendar row as its owner reads it: the host of the address, the last fetch's outcome. */
export const calendarStatusOf = (row: ExternalCalendar): CalendarStatus => ({
  address: row.addressHint,
  lastFetchedAt: row.lastFetchedAt ?? null,
  status: row.lastStatus ?? 'pending',
  failure: row.lastStatus === 'failed' ? (row.lastFailure ?? 'network') : null,
  httpStatus: row.lastStatus === 'failed' ? (row.lastHttpStatus ?? null) : null,
  busyDays: row.lastStatus === 'ok' ? (row.busyDayCount ?? 0) : null,
})
