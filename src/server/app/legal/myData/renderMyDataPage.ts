import 'server-only'

import type { Locale } from '@/i18n/locales'
import { escapeHtml } from '@/lib/escapeHtml'

import { translate, type MessageKey } from '../../../platform'
import type { MyData } from './collectMyData'

const SECTIONS = [
  'account',
  'artistProfiles',
  'venueProfiles',
  'gigs',
  'applications',
  'bookings',
  'messages',
  'reviewsWritten',
  'reviewsReceived',
  'payments',
  'follows',
  'going',
  'notifications',
  'consentRecords',
  'contractAcceptances',
  'payoutDetails',
  'comments',
  'cityRequests',
  'availabilityBlocks',
  'newsletter',
  'uploads',
] as const satisfies readonly (keyof MyData)[]

/** A value as a cell: text as it is, a nested object or list as indented JSON. */
const cell = (value: unknown) =>
  value === null || value === undefined
    ? '<td class="none">—</td>'
    : typeof value === 'object'
      ? `<td><pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre></td>`
      : `<td>${escapeHtml(String(value))}</td>`

const table = (row: Record<string, unknown>) =>
  `<table>${Object.entries(row)
    .map(([key, value]) => `<tr><th scope="row">${escapeHtml(key)}</th>${cell(value)}</tr>`)
    .join('')}</table>`

/**
 * The export's readable page (index.html), in the account's language: one section per kind of
 * record with every record's fields, the same data as data.json. Self-contained (no scripts, no
 * outside styles), so it opens from the unpacked folder.
 */
export function renderMyDataPage(locale: Locale, data: MyData): string {
  const t = (key: string, values?: Record<string, string | number>) =>
    translate(locale, `MyDataPage.${key}` as MessageKey, values)
  const sections = SECTIONS.map((key) => {
    const value = data[key] as Record<string, unknown> | Record<string, unknown>[]
    const rows = Array.isArray(value) ? value : [value]
    const body = rows.length ? rows.map(table).join('') : `<p class="none">${t('empty')}</p>`
    return `<section><h2>${escapeHtml(t(`sections.${key}`))} <small>(${rows.length})</small></h2>${body}</section>`
  }).join('\n')
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t('title'))}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#1d1b20}
table{border-collapse:collapse;width:100%;margin:0 0 1rem}th,td{border:1px solid #ddd;padding:.3rem .5rem;text-align:left;vertical-align:top}
th{width:12rem;background:#f6f4f8;font-weight:600}pre{margin:0;white-space:pre-wrap;word-break:break-word}.none{color:#777}</style>
</head><body>
<h1>${escapeHtml(t('title'))}</h1>
<p>${escapeHtml(t('intro', { date: data.exportedAt }))}</p>
<p>${escapeHtml(t('units'))}</p>
${sections}
</body></html>
`
}
