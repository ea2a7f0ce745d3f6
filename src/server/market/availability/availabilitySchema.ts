import 'server-only'

import { z } from 'zod'

import { addDays, isCalendarDay } from '../../../lib/availability/calendarDay'
import { AVAILABILITY_LIMITS } from '../../../lib/limits'

const day = z
  .string({ error: 'Availability.errors.badDay' })
  .refine(isCalendarDay, 'Availability.errors.badDay')

const span = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1

/** A range of Istanbul days, both included: `from` first, at most the read's limit long. */
export const availabilityRangeSchema = z
  .object({ from: day, to: day })
  .refine(({ from, to }) => from <= to, 'Availability.errors.badRange')
  .refine(
    ({ from, to }) => span(from, to) <= AVAILABILITY_LIMITS.rangeDays,
    'Availability.errors.rangeTooLong',
  )

const block = z
  .object({
    from: day,
    to: day,
    note: z
      .string()
      .trim()
      .max(AVAILABILITY_LIMITS.note, 'Availability.errors.noteTooLong')
      .nullish(),
  })
  .refine(({ from, to }) => from <= to, 'Availability.errors.badRange')

/**
 * `PUT /api/me/availability`: the blocks that replace the artist's own in `from`..`to`, each
 * inside the range and no two covering one day.
 */
export const availabilityReplaceSchema = z
  .object({
    from: day,
    to: day,
    blocks: z.array(block).max(AVAILABILITY_LIMITS.blocks, 'Availability.errors.tooManyBlocks'),
  })
  .refine(({ from, to }) => from <= to, 'Availability.errors.badRange')
  .refine(
    ({ from, to }) => span(from, to) <= AVAILABILITY_LIMITS.rangeDays,
    'Availability.errors.rangeTooLong',
  )
  .refine(
    ({ from, to, blocks }) => blocks.every((b) => b.from >= from && b.to <= to),
    'Availability.errors.blockOutsideRange',
  )
  .refine(
    ({ blocks }) =>
      [...blocks]
        .sort((a, b) => a.from.localeCompare(b.from))
        .every((b, i, sorted) => i === 0 || addDays(sorted[i - 1]!.to, 1) <= b.from),
    'Availability.errors.blocksOverlap',
  )

export type AvailabilityRange = z.infer<typeof availabilityRangeSchema>
export type AvailabilityReplace = z.infer<typeof availabilityReplaceSchema>
