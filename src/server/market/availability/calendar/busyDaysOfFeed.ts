import 'server-only'

import ICAL from 'ical.js'

import { addDays } from '../../../../lib/availability/calendarDay'
import { istanbulDay } from '../../../../lib/market/istanbulTime'

type Time = InstanceType<typeof ICAL.Time>
type Event = InstanceType<typeof ICAL.Event>

/** Occurrences looked at per feed at most: a rule repeating every minute cannot hold the worker. */
const MAX_OCCURRENCES = 100_000

const pad = (n: number, width = 2) => String(n).padStart(width, '0')
const dateOf = (t: Time) => `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)}`

/** Milliseconds between `ms` (an instant) and the same wall-clock reading in `zone`. */
function zoneOffset(ms: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(ms))
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'))
  return wall + get('second') * 1000 - Math.floor(ms / 1000) * 1000
}

const knownZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/**
 * The instant of a timed `time` whose property named the zone `tzid`: by the IANA database when it
 * knows the name, else by the feed's own VTIMEZONE, else (a floating time) in Istanbul.
 */
function instantOf(time: Time, tzid: string | null): number {
  const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second)
  if (time.zone?.tzid === 'UTC') return wall
  if (tzid && knownZone(tzid)) {
    const first = wall - zoneOffset(wall, tzid)
    return wall - zoneOffset(first, tzid)
  }
  if (time.zone && time.zone.tzid !== 'floating' && time.zone.tzid) return time.toUnixTime() * 1000
  return wall - 3 * 3_600_000
}

const tzidOf = (event: Event, name: 'dtstart' | 'dtend') => {
  const value = event.component.getFirstProperty(name)?.getParameter('tzid')
  return typeof value === 'string' ? value : null
}

/** Whether an occurrence (its own component, an exception's or the series') makes the artist busy. */
const counts = (event: Event) =>
  String(event.component.getFirstPropertyValue('status') ?? '').toUpperCase() !== 'CANCELLED' &&
  String(event.component.getFirstPropertyValue('transp') ?? '').toUpperCase() !== 'TRANSPARENT'

/** The Istanbul days one occurrence covers: all-day dates as written, timed spans by instant. */
function daysOf(item: Event, start: Time, end: Time): [string, string] {
  if (start.isDate) {
    const first = dateOf(start)
    const last = end.isDate ? addDays(dateOf(end), -1) : dateOf(end)
    return [first, last < first ? first : last]
  }
  const from = instantOf(start, tzidOf(item, 'dtstart'))
  const to = instantOf(end, tzidOf(item, 'dtend') ?? tzidOf(item, 'dtstart'))
  // The end is exclusive: a show ending at midnight does not take the next day.
  return [istanbulDay(new Date(from)), istanbulDay(new Date(Math.max(from, to - 1)))]
}

/**
 * The Istanbul days from `from` to `to` (both included) on which the feed `text` has a busy event,
 * sorted; `null` when `text` is not an iCalendar. Recurring events are expanded (RRULE, RDATE,
 * EXDATE, moved or cancelled occurrences); transparent and cancelled events do not count.
 */
export function busyDaysOfFeed(text: string, from: string, to: string): string[] | null {
  let root: InstanceType<typeof ICAL.Component>
  try {
    if (!/^\s*BEGIN:VCALENDAR/i.test(text)) return null
    root = new ICAL.Component(ICAL.parse(text) as unknown[])
    if (root.name !== 'vcalendar') return null
  } catch {
    return null
  }
  const series = new Map<string, Event>()
  const moved: Event[] = []
  for (const component of root.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(component)
    if (event.isRecurrenceException()) moved.push(event)
    else series.set(event.uid ?? `#${series.size}`, event)
  }
  for (const event of moved) {
    const parent = series.get(event.uid)
    if (parent) parent.relateException(event)
    else series.set(`${event.uid}#${series.size}`, event)
  }
  const days = new Set<string>()
  const mark = ([first, last]: [string, string]) => {
    for (let day = first < from ? from : first; day <= last && day <= to; day = addDays(day, 1))
      days.add(day)
  }
  let budget = MAX_OCCURRENCES
  for (const event of series.values()) {
    if (!event.startDate) continue
    if (!event.isRecurring()) {
      if (counts(event)) mark(daysOf(event, event.startDate, event.endDate))
      continue
    }
    const occurrences = event.iterator()
    for (let next = occurrences.next(); next && budget-- > 0; next = occurrences.next()) {
      // Sorted by start: a start a day past the window (any zone) ends this series.
      if (dateOf(next) > addDays(to, 1)) break
      const { item, startDate, endDate } = event.getOccurrenceDetails(next)
      if (counts(item) && counts(event)) mark(daysOf(item, startDate, endDate))
    }
  }
  return [...days].sort()
}
