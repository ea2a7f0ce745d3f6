import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as calendarRoute from '../../src/app/api/gigs/[id]/calendar/route'
import { foldIcsLine } from '../../src/lib/ics/icsText'
import type { Gig } from '../../src/payload-types'
import { apiRequest, params } from '../helpers/api'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
let gig: Gig

const LONG =
  'Kadıköy, Moda; akustik gece: şarkı yazarları için uzun bir açıklama satırı, çğıöşü ÇĞİÖŞÜ'

beforeAll(async () => {
  payload = await getTestPayload()
  gig = await payload.create({
    collection: 'gigs',
    data: {
      title: 'Takvim gecesi, akustik',
      shortDescription: `${LONG}\nikinci satır`,
      date: '2039-05-01T18:00:00.000Z',
      city: 'istanbul',
      venue: 'Moda; Sahne',
    },
  })
})

afterAll(() => payload.delete({ collection: 'gigs', id: gig.id }))

const calendar = (id: string) =>
  calendarRoute.GET(apiRequest(`/api/gigs/${id}/calendar`), params({ id }))

describe('GET /api/gigs/{id}/calendar', () => {
  it('answers an RFC 5545 file with a filename', async () => {
    const response = await calendar(String(gig.id))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="sahne-gig-${gig.id}.ics"`,
    )
    const text = await response.text()
    expect(text.endsWith('\r\n')).toBe(true)
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    const lines = text.split('\r\n').slice(0, -1)
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
    // Unfolded, the event carries its fields with text escaped.
    const unfolded = text.replace(/\r\n /g, '')
    expect(unfolded).toContain('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')
    expect(unfolded).toContain(`UID:gig-${gig.id}@sahne\r\n`)
    expect(unfolded).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/)
    expect(unfolded).toContain('DTSTART:20390501T180000Z\r\n')
    expect(unfolded).toContain('SUMMARY:Takvim gecesi\\, akustik\r\n')
    expect(unfolded).toContain('LOCATION:Moda\\; Sahne\\, İstanbul\r\n')
    expect(unfolded).toContain(
      'DESCRIPTION:Kadıköy\\, Moda\\; akustik gece: şarkı yazarları için uzun bir açıklama satırı\\, çğıöşü ÇĞİÖŞÜ\\nikinci satır\r\n',
    )
    expect(unfolded).toContain('END:VEVENT\r\nEND:VCALENDAR\r\n')
  })

  it('folds at 75 octets between characters, never inside a Turkish letter', () => {
    // 'ş' is two octets: at octet 75 it no longer fits the first line and moves whole.
    const folded = foldIcsLine(`${'X'.repeat(74)}şa`)
    expect(folded).toBe(`${'X'.repeat(74)}\r\n şa`)
    const long = foldIcsLine('ç'.repeat(100)).split('\r\n')
    expect(long.map((line) => Buffer.byteLength(line))).toEqual([74, 75, 53])
  })

  it('answers 404 for an unknown gig', async () => {
    expect((await calendar('987654321')).status).toBe(404)
  })
})
