import 'server-only'

import { z } from 'zod'

import { isCalendarDay } from '@/lib/availability/calendarDay'

const day = z.string().refine(isCalendarDay, 'Legal.iys.errors.date')

/** Optional Istanbul calendar days `from` and `to` (YYYY-MM-DD, both included), in order. */
export const iysConsentsQuery = z
  .object({ from: day.optional(), to: day.optional() })
  .refine(({ from, to }) => !from || !to || from <= to, {
    message: 'Legal.iys.errors.range',
    path: ['from'],
  })

export type IysConsentsQuery = z.infer<typeof iysConsentsQuery>
