import 'server-only'

import type { Payload } from 'payload'

import { addDays, dayStart } from '@/lib/availability/calendarDay'
import { csvLine } from '@/lib/csvLine'
import { istanbulDay } from '@/lib/market/istanbulTime'

import { iysConsentStates, type MarketingRecord } from './iysConsentStates'
import { IYS_COLUMNS, iysDate } from './iysFormat'
import type { IysConsentsQuery } from './iysConsentsQuery'

/**
 * The marketing e-mail consents to load into İYS: one row per address with its state at the end
 * of `to` (default today, Istanbul), for the addresses whose state began on or after `from` (all
 * when absent), so a file per period carries only what changed in it. Every row is an individual's
 * (BIREYSEL) e-mail (EPOSTA) consent collected on the web (HS_WEB): the site's forms, settings
 * and unsubscribe links. A plain UTF-8 CSV without a byte-order mark, which would become part of
 * the first column's name for a program reading it. Admins only (the caller checks).
 */
export async function iysConsentsCsv(
  payload: Payload,
  { from, to = istanbulDay(new Date()) }: IysConsentsQuery,
): Promise<{ csv: string; fileName: string }> {
  const until = dayStart(addDays(to, 1))
  const { docs } = await payload.find({
    collection: 'consent-records',
    where: {
      and: [
        { kind: { equals: 'marketing' } },
        { email: { exists: true } },
        { createdAt: { less_than: until } },
      ],
    },
    select: { email: true, purpose: true, action: true, createdAt: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const { docs: confirmed } = await payload.find({
    collection: 'subscribers',
    where: { confirmedAt: { exists: true } },
    select: { email: true, confirmedAt: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const confirmedAt = new Map(confirmed.map((s) => [s.email, Date.parse(s.confirmedAt!)] as const))
  const since = from ? Date.parse(dayStart(from)) : -Infinity
  const rows = iysConsentStates(docs as MarketingRecord[], confirmedAt, Date.parse(until))
    .filter((state) => state.since >= since)
    .map((state) =>
      csvLine([
        'EPOSTA',
        'HS_WEB',
        state.recipient,
        state.status,
        iysDate(state.since),
        'BIREYSEL',
      ]),
    )
  return {
    csv: `${[csvLine(IYS_COLUMNS), ...rows].join('\r\n')}\r\n`,
    fileName: `sahne-iys-consents-${from ?? 'start'}_${to}.csv`,
  }
}
