import { describe, expect, it } from 'vitest'

import { toIcsCalendar } from '../../src/server/market/calendar/toIcsCalendar'

/** The feed's content lines with RFC 5545 folding undone (CRLF + space continues a line). */
const contentLines = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n')

const booking = (title: string, venue: string) => ({
  id: 7,
  application: 3,
  state: 'confirmed' as const,
  cancelReason: null,
  gig: { id: 5, title, date: '2027-03-01T18:00:00.000Z', city: 'istanbul', venue },
  artist: { id: 2, name: 'Deniz', slug: 'deniz' },
})

describe('the bookings feed escapes what a party wrote', () => {
  it('a bare carriage return or newline in a title cannot add a calendar line', () => {
    const ics = toIcsCalendar([
      booking('Caz\rDTSTART:19700101T000000Z\r\nATTENDEE:mailto:x@y.z\nX', 'Moda;Sahne,2'),
    ])
    const lines = contentLines(ics)
    expect(lines.filter((line) => line.startsWith('DTSTART'))).toHaveLength(1)
    expect(lines.some((line) => line.startsWith('ATTENDEE'))).toBe(false)
    // No bare CR or LF survives anywhere but as the CRLF line ends.
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    expect(lines.find((line) => line.startsWith('LOCATION:'))).toBe(
      'LOCATION:Moda\\;Sahne\\,2\\, İstanbul',
    )
  })

  it('long lines are folded at 75 octets, as the public gig feed does', () => {
    const ics = toIcsCalendar([booking('Ç'.repeat(60), 'Kadıköy Sahne')])
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
    expect(contentLines(ics)).toContain(`SUMMARY:${'Ç'.repeat(60)} · Deniz`)
  })
})
