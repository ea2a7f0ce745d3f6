import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

const compact = (day: string) => day.replaceAll('-', '')

/**
 * A Google-style feed: a weekly rehearsal from `weeklyFrom` (Istanbul evening, UTC times) with
 * one week left out (EXDATE), a show in New York from 15:00 to 18:00 on `nyDay` (23:00-02:00 in
 * Istanbul in winter: it takes that day and the next), a two-day all-day festival from
 * `festivalDay`, a free (transparent) event and a cancelled one, which take no day.
 */
export function googleStyleFeed(o: {
  weeklyFrom: string
  skipped: string
  nyDay: string
  festivalDay: string
  freeDay: string
  cancelledDay: string
  festivalEnd: string
}): string {
  return [
    'BEGIN:VCALENDAR',
    'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:Sahne test',
    'X-WR-TIMEZONE:Europe/Istanbul',
    'BEGIN:VTIMEZONE',
    'TZID:America/New_York',
    'X-LIC-LOCATION:America/New_York',
    'BEGIN:DAYLIGHT',
    'TZOFFSETFROM:-0500',
    'TZOFFSETTO:-0400',
    'TZNAME:EDT',
    'DTSTART:19700308T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
    'END:DAYLIGHT',
    'BEGIN:STANDARD',
    'TZOFFSETFROM:-0400',
    'TZOFFSETTO:-0500',
    'TZNAME:EST',
    'DTSTART:19701101T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `DTSTART:${compact(o.weeklyFrom)}T160000Z`,
    `DTEND:${compact(o.weeklyFrom)}T190000Z`,
    'RRULE:FREQ=WEEKLY;COUNT=4',
    `EXDATE:${compact(o.skipped)}T160000Z`,
    'UID:weekly-rehearsal@google.com',
    'SUMMARY:Prova',
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'BEGIN:VEVENT',
    `DTSTART;TZID=America/New_York:${compact(o.nyDay)}T150000`,
    `DTEND;TZID=America/New_York:${compact(o.nyDay)}T180000`,
    'UID:new-york-show@google.com',
    'SUMMARY:New York show',
    'END:VEVENT',
    'BEGIN:VEVENT',
    `DTSTART;VALUE=DATE:${compact(o.festivalDay)}`,
    `DTEND;VALUE=DATE:${compact(o.festivalEnd)}`,
    'UID:festival@google.com',
    'SUMMARY:Festival',
    'END:VEVENT',
    'BEGIN:VEVENT',
    `DTSTART;VALUE=DATE:${compact(o.freeDay)}`,
    'UID:free@google.com',
    'SUMMARY:Reminder',
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'BEGIN:VEVENT',
    `DTSTART:${compact(o.cancelledDay)}T170000Z`,
    `DTEND:${compact(o.cancelledDay)}T180000Z`,
    'UID:cancelled@google.com',
    'STATUS:CANCELLED',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n')
}

/** A self-signed certificate for 127.0.0.1 (made with openssl), its PEM doubling as the CA. */
export function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'sahne-ical-'))
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    )
    return {
      key: readFileSync(path.join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

export type FeedServer = {
  origin: string
  /** TCP connections the server accepted so far. */
  connections: () => number
  close: () => Promise<void>
}

/** A local https server on 127.0.0.1 answering every request with `handle`. */
export async function startFeedServer(
  certificate: { key: string; cert: string },
  handle: Parameters<typeof createServer>[1],
): Promise<FeedServer> {
  let connections = 0
  const server: Server = createServer(certificate, handle)
  server.on('connection', () => connections++)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `https://127.0.0.1:${port}`,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
