import 'server-only'

import type { Payload, PayloadRequest, Where } from 'payload'

import { addDays } from '../../../../lib/availability/calendarDay'
import type { CalendarStatus } from '../../../../lib/availability/calendarStatus'
import { istanbulDay } from '../../../../lib/market/istanbulTime'
import { inTransaction, lockRow } from '../../../platform'
import { busyDaysOfFeed } from './busyDaysOfFeed'
import { unsealAddress } from './calendarAddress'
import { calendarStatusOf } from './calendarStatusOf'
import { fetchCalendar, type FetchedCalendar, type FetchOptions } from './fetchCalendar'

/** How far ahead an external calendar's busy days are kept (today included). */
const CALENDAR_WINDOW_DAYS = 180

/** Consecutive days as ranges: `[a, a+1, a+2, c]` → `[[a, a+2], [c, c]]`. */
function toRanges(days: string[]): [string, string][] {
  const ranges: [string, string][] = []
  for (const day of days) {
    const last = ranges.at(-1)
    if (last && addDays(last[1], 1) === day) last[1] = day
    else ranges.push([day, day])
  }
  return ranges
}

/**
 * The worker's reading of one external calendar: fetches it (the guard and limits of
 * fetchCalendar), expands its busy days over today .. +180, and on success replaces the artist's
 * `ical` blocks with them in one transaction under the artist's row lock (the lock accepts take),
 * so the market never sees half an import. A failed reading keeps the last good days and records
 * why. Answers the status, or null when the calendar was removed meanwhile. The worker's own
 * work, with no user: full access.
 */
export async function importCalendar(
  payload: Payload,
  calendarId: number,
  options: FetchOptions & { now?: Date } = {},
): Promise<CalendarStatus | null> {
  const row = await payload
    .findByID({ collection: 'external-calendars', id: calendarId, overrideAccess: true, depth: 0 })
    .catch(() => null)
  if (!row) return null
  const artistId = typeof row.artist === 'object' ? row.artist.id : row.artist
  const fetched: FetchedCalendar = await fetchCalendar(unsealAddress(row.sealed), options)
  const from = istanbulDay(options.now ?? new Date())
  const days = fetched.ok
    ? busyDaysOfFeed(fetched.text, from, addDays(from, CALENDAR_WINDOW_DAYS))
    : null
  const outcome = fetched.ok
    ? days
      ? {
          lastStatus: 'ok' as const,
          lastFailure: null,
          lastHttpStatus: null,
          busyDayCount: days.length,
        }
      : { lastStatus: 'failed' as const, lastFailure: 'notCalendar' as const, lastHttpStatus: null }
    : {
        lastStatus: 'failed' as const,
        lastFailure: fetched.failure,
        lastHttpStatus: fetched.httpStatus ?? null,
      }
  const saved = await inTransaction(payload, null, async (req) => {
    await lockRow(req, 'artists', artistId)
    // Still the same address? A save meanwhile queued its own reading; this one is stale.
    const current = await payload
      .findByID({
        collection: 'external-calendars',
        id: calendarId,
        overrideAccess: true,
        depth: 0,
        req,
      })
      .catch(() => null)
    if (!current || current.sealed !== row.sealed) return null
    if (days) await replaceCalendarBlocks(payload, req, current.user, artistId, days)
    return payload.update({
      collection: 'external-calendars',
      id: calendarId,
      data: { ...outcome, lastFetchedAt: new Date().toISOString() },
      overrideAccess: true,
      depth: 0,
      req,
    })
  })
  return saved ? calendarStatusOf(saved) : null
}

async function replaceCalendarBlocks(
  payload: Payload,
  req: PayloadRequest,
  user: number | { id: number },
  artistId: number,
  days: string[],
) {
  const where: Where = { and: [{ artist: { equals: artistId } }, { source: { equals: 'ical' } }] }
  await payload.delete({ collection: 'availability-blocks', where, overrideAccess: true, req })
  for (const [fromDay, toDay] of toRanges(days))
    await payload.create({
      collection: 'availability-blocks',
      data: {
        artist: artistId,
        user: typeof user === 'object' ? user.id : user,
        fromDay,
        toDay,
        source: 'ical',
      },
      overrideAccess: true,
      depth: 0,
      req,
    })
}

/** Every external calendar's id, for the half-hourly schedule to queue one reading each. */
export async function listCalendarIds(payload: Payload): Promise<number[]> {
  const { docs } = await payload.find({
    collection: 'external-calendars',
    overrideAccess: true,
    depth: 0,
    pagination: false,
    select: {},
  })
  return docs.map((doc) => doc.id)
}
