import type { IncomingMessage, ServerResponse } from 'node:http'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as artistRoute from '../../src/app/api/artists/[slug]/route'
import * as artistsRoute from '../../src/app/api/artists/route'
import * as bookingsRoute from '../../src/app/api/me/bookings/route'
import { fetchCalendar } from '../../src/server/market/availability/calendar/fetchCalendar'
import { importCalendar } from '../../src/server/market'
import { apiRequest, params, readBody } from '../helpers/api'
import {
  availability,
  eveningOf,
  externalCalendar,
  istanbulDayFromNow,
} from '../helpers/availability'
import {
  type FeedServer,
  googleStyleFeed,
  selfSignedCertificate,
  startFeedServer,
} from '../helpers/calendarFeed'
import { runQueuedJobs } from '../helpers/jobs'
import { cleanupMarket, makeGig, type MarketFixture, seedMarket } from '../helpers/market'
import { market } from '../helpers/marketApi'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
let f: MarketFixture
let feeds: FeedServer
let other: FeedServer
const day = (n: number) => istanbulDayFromNow(n)
const SECRET = `private-${Date.now().toString(36)}abc`
let feedBroken = false

const feed = () =>
  googleStyleFeed({
    weeklyFrom: day(14),
    skipped: day(21),
    nyDay: day(50),
    festivalDay: day(60),
    festivalEnd: day(62),
    freeDay: day(70),
    cancelledDay: day(71),
  })
// The weekly rehearsal's 4 weeks minus the skipped one, the New York show's two Istanbul days,
// the festival's two days.
const expectedDays = () => [day(14), day(28), day(35), day(50), day(51), day(60), day(61)]

function serve(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'https://127.0.0.1')
  const redirect = (to: string) => res.writeHead(302, { location: to }).end()
  if (url.pathname === '/feed.ics') {
    if (feedBroken) return res.writeHead(503).end('down')
    return res.writeHead(200, { 'content-type': 'text/calendar' }).end(feed())
  }
  if (url.pathname === '/to-other') return redirect(`${other.origin}/feed.ics`)
  if (url.pathname === '/to-metadata') return redirect('http://169.254.169.254/latest/meta-data/')
  if (url.pathname === '/to-metadata-https') return redirect('https://169.254.169.254/')
  if (url.pathname === '/loop') return redirect('/loop')
  if (url.pathname === '/html') return res.writeHead(200).end('<!doctype html><p>Sign in</p>')
  if (url.pathname === '/hang') return // never answers
  if (url.pathname === '/big.ics') {
    // 10 MB without a Content-Length: the fetcher has to count while it reads.
    res.writeHead(200, { 'content-type': 'text/calendar' })
    res.write('BEGIN:VCALENDAR\r\n')
    const line = `X-PAD:${'x'.repeat(1000)}\r\n`.repeat(64)
    let sent = 0
    const more = () => {
      while (sent < 10 * 1024 * 1024) {
        sent += line.length
        if (!res.write(line)) return void res.once('drain', more)
      }
      res.end('END:VCALENDAR\r\n')
    }
    res.on('error', () => {})
    return more()
  }
  res.writeHead(404).end()
}

const artistCalendarRow = async () =>
  (
    await payload.find({
      collection: 'external-calendars',
      where: { artist: { equals: f.artist.profile.id } },
      overrideAccess: true,
    })
  ).docs[0]

const icalBlocks = async () =>
  (
    await payload.find({
      collection: 'availability-blocks',
      where: { and: [{ artist: { equals: f.artist.profile.id } }, { source: { equals: 'ical' } }] },
      sort: 'fromDay',
      overrideAccess: true,
      pagination: false,
    })
  ).docs.map((b) => [b.fromDay, b.toDay])

/** Saves `path` of the feed server as the artist's address and runs the queued reading. */
async function saveAndRead(address: string) {
  const saved = await externalCalendar.save(f.artist.token, { address })
  expect(saved.status).toBe(200)
  await runQueuedJobs(payload)
  return (await externalCalendar.read(f.artist.token)).body.data as {
    status: string
    failure: string | null
    httpStatus: number | null
    busyDays: number | null
    address: string
  }
}

beforeAll(async () => {
  payload = await getTestPayload()
  f = await seedMarket(payload)
  const certificate = selfSignedCertificate()
  feeds = await startFeedServer(certificate, serve)
  other = await startFeedServer(certificate, serve)
  // Test equipment (see fetchCalendar): only the first server is let past the guard.
  process.env.CALENDAR_FETCH_TRUSTED_ORIGINS = feeds.origin
  process.env.CALENDAR_FETCH_CA = certificate.cert
})

afterAll(async () => {
  delete process.env.CALENDAR_FETCH_TRUSTED_ORIGINS
  delete process.env.CALENDAR_FETCH_CA
  await feeds?.close()
  await other?.close()
  await payload.delete({
    collection: 'external-calendars',
    where: { user: { equals: f.artist.user.id } },
  })
  await payload.delete({
    collection: 'availability-blocks',
    where: { user: { in: [f.artist.user.id, f.otherArtist.user.id] } },
  })
  await cleanupMarket(payload, f)
})

describe('importing an external calendar', () => {
  it('makes the feed busy days unavailable: recurring with EXDATE, a New York show, all-day', async () => {
    const status = await saveAndRead(`${feeds.origin}/feed.ics?key=${SECRET}`)
    expect(status).toMatchObject({ status: 'ok', failure: null, busyDays: 7 })
    expect(status.address).toBe(`${new URL(feeds.origin).host}/…`)
    const read = await availability.read(f.artist.token, day(0), day(90))
    const blocks = (read.body.data as { blocks: { from: string; to: string; source: string }[] })
      .blocks
    expect(blocks.filter((b) => b.source === 'ical').map((b) => [b.from, b.to])).toEqual([
      [day(14), day(14)],
      [day(28), day(28)],
      [day(35), day(35)],
      [day(50), day(51)],
      [day(60), day(61)],
    ])
    const artist = await readBody(
      await artistRoute.GET(
        apiRequest(`/api/artists/${f.artist.profile.slug}`),
        params({ slug: f.artist.profile.slug! }),
      ),
    )
    expect((artist.data as { busyDays: string[] }).busyDays).toEqual(expectedDays())
  })

  it('the market sees those days: the directory filter and the clash 409s', async () => {
    const listed = async (on: string) => {
      const res = await artistsRoute.GET(
        apiRequest(
          `/api/artists?q=${encodeURIComponent(f.artist.profile.name ?? '')}&availableOn=${on}`,
        ),
        params({}),
      )
      return ((await readBody(res)).data as { slug: string }[]).map((a) => a.slug)
    }
    expect(await listed(day(51))).toEqual([])
    expect(await listed(day(52))).toEqual([f.artist.profile.slug])
    // The New York show's second Istanbul day: applying and being invited are refused.
    const gig = await makeGig(payload, f.organizer.user, {
      date: eveningOf(day(51)),
      deadline: eveningOf(day(5)),
    })
    const apply = await market.apply(f.artist.token, gig.id)
    expect(apply.status).toBe(409)
    const invite = await market.invite(f.organizer.token, f.artist.profile.slug!, gig.id)
    expect(invite.status).toBe(409)
    // The skipped week stays free.
    const free = await makeGig(payload, f.organizer.user, {
      date: eveningOf(day(21)),
      deadline: eveningOf(day(5)),
    })
    expect((await market.apply(f.artist.token, free.id)).status).toBe(201)
  })

  it('a failed reading keeps the last good days and says why', async () => {
    feedBroken = true
    try {
      const status = await saveAndRead(`${feeds.origin}/feed.ics?key=${SECRET}`)
      expect(status).toMatchObject({ status: 'failed', failure: 'httpStatus', httpStatus: 503 })
    } finally {
      feedBroken = false
    }
    expect(await icalBlocks()).toHaveLength(5)
    const html = await saveAndRead(`${feeds.origin}/html`)
    expect(html).toMatchObject({ status: 'failed', failure: 'notCalendar' })
    expect(await icalBlocks()).toHaveLength(5)
  })

  it('refuses a redirect to another local server before any connection to it', async () => {
    const status = await saveAndRead(`${feeds.origin}/to-other`)
    expect(status).toMatchObject({ status: 'failed', failure: 'refusedAddress' })
    expect(other.connections()).toBe(0)
    expect(await icalBlocks()).toHaveLength(5)
  })

  it('refuses redirects to the metadata address, over http or https, and redirect loops', async () => {
    expect(await saveAndRead(`${feeds.origin}/to-metadata`)).toMatchObject({
      status: 'failed',
      failure: 'notHttps',
    })
    expect(await saveAndRead(`${feeds.origin}/to-metadata-https`)).toMatchObject({
      status: 'failed',
      failure: 'refusedAddress',
    })
    expect(await saveAndRead(`${feeds.origin}/loop`)).toMatchObject({
      failure: 'tooManyRedirects',
    })
  })

  it('refuses a 10 MB feed while reading it', async () => {
    expect(await saveAndRead(`${feeds.origin}/big.ics`)).toMatchObject({
      status: 'failed',
      failure: 'tooLarge',
    })
    expect(await icalBlocks()).toHaveLength(5)
  })

  it('gives up on a feed that does not answer in time', async () => {
    const started = Date.now()
    expect(await fetchCalendar(`${feeds.origin}/hang`, { timeoutMs: 500 })).toEqual({
      ok: false,
      failure: 'timeout',
    })
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  it('refuses http and malformed addresses with a message in the request language', async () => {
    const http = await externalCalendar.save(
      f.artist.token,
      { address: 'http://calendar.example/c.ics' },
      'tr',
    )
    expect(http.status).toBe(400)
    expect(http.body.message).toContain('https')
    const bad = await externalCalendar.save(f.artist.token, { address: 'takvimim' })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe("Paste the calendar's full address, starting with https://.")
    const organizer = await externalCalendar.save(f.organizer.token, {
      address: `${feeds.origin}/feed.ics`,
    })
    expect(organizer.status).toBe(403)
  })

  it('keeps the address secret: sealed at rest and in no answer', async () => {
    const saved = await externalCalendar.save(f.artist.token, {
      address: `${feeds.origin}/feed.ics?key=${SECRET}`,
    })
    await runQueuedJobs(payload)
    const row = await artistCalendarRow()
    expect(row?.sealed).toMatch(/^v1\./)
    expect(row?.sealed).not.toContain(SECRET)
    // An admin reading the collection never gets the sealed field either.
    const asAdmin = await payload.find({
      collection: 'external-calendars',
      overrideAccess: false,
      user: f.admin.user,
    })
    const answers = [
      saved.body,
      (await externalCalendar.read(f.artist.token)).body,
      (await availability.read(f.artist.token, day(0), day(90))).body,
      await readBody(
        await artistRoute.GET(
          apiRequest(`/api/artists/${f.artist.profile.slug}`),
          params({ slug: f.artist.profile.slug! }),
        ),
      ),
      await readBody(await artistsRoute.GET(apiRequest('/api/artists'), params({}))),
      await readBody(
        await bookingsRoute.GET(
          apiRequest('/api/me/bookings', { token: f.artist.token }),
          params({}),
        ),
      ),
      asAdmin,
    ]
    for (const answer of answers) {
      expect(JSON.stringify(answer)).not.toContain(SECRET)
      expect(JSON.stringify(answer)).not.toContain('feed.ics')
    }
    expect(JSON.stringify(asAdmin)).not.toContain('"sealed"')
  })

  it('the half-hourly schedule reads every calendar again; two readings at once replace once', async () => {
    const row = await artistCalendarRow()
    const before = row!.lastFetchedAt!
    await payload.jobs.queue({ task: 'importCalendars', input: {} })
    await runQueuedJobs(payload)
    const after = await artistCalendarRow()
    expect(after!.lastStatus).toBe('ok')
    expect(Date.parse(after!.lastFetchedAt!)).toBeGreaterThan(Date.parse(before))
    // Two workers reading the same calendar at one instant: each replaces the days under the
    // artist's lock, so the days are there once, not twice.
    const both = await Promise.all([
      importCalendar(payload, row!.id),
      importCalendar(payload, row!.id),
    ])
    expect(both.map((status) => status?.status)).toEqual(['ok', 'ok'])
    expect(await icalBlocks()).toHaveLength(5)
  })

  it('removing the calendar frees its days', async () => {
    expect((await externalCalendar.remove(f.artist.token)).status).toBe(200)
    expect(await icalBlocks()).toEqual([])
    expect((await externalCalendar.read(f.artist.token)).body.data).toBeNull()
    expect((await externalCalendar.remove(f.artist.token)).status).toBe(404)
  })
})
