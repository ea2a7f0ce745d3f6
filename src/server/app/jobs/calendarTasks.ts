import 'server-only'

import type { TaskConfig } from 'payload'

import { importCalendar, listCalendarIds } from '../../market'
import { jobMeta } from '../../platform'

/**
 * Reads one artist's external calendar (queued when the artist saves its address, and by the
 * half-hourly schedule). A fetch that fails is an outcome recorded on the calendar, not a job
 * failure: the next half hour tries again.
 */
export const importCalendarTask: TaskConfig<'importCalendar'> = {
  slug: 'importCalendar',
  label: 'Read an external calendar',
  inputSchema: [{ name: 'calendar', type: 'number', required: true }],
  retries: 1,
  handler: async ({ input, req }) => {
    await importCalendar(req.payload, input.calendar)
    return { output: {} }
  },
}

/** Every 30 minutes, queues one reading per external calendar, so one slow feed holds no other. */
export const importCalendarsTask: TaskConfig<'importCalendars'> = {
  slug: 'importCalendars',
  label: 'Read every external calendar',
  schedule: [{ cron: '0 */30 * * * *', queue: 'default' }],
  retries: 1,
  handler: async ({ req }) => {
    for (const calendar of await listCalendarIds(req.payload))
      await req.payload.jobs.queue({ task: 'importCalendar', input: { calendar }, meta: jobMeta() })
    return { output: {} }
  },
}
