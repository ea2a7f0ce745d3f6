import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as gigRoute from '../../src/app/api/gigs/[id]/route'
import { apiRequest, params, readBody } from '../helpers/api'
import {
  cleanupMarket,
  daysFromNow,
  makeGig,
  type MarketFixture,
  seedMarket,
} from '../helpers/market'
import { getTestPayload } from '../helpers/payload'
import { listNotifications } from '../../src/server/market'
import { runQueuedJobs } from '../helpers/jobs'
import { bookedGig, shows, type ShowItem } from '../helpers/shows'

let payload: Payload
let f: MarketFixture
// A province no other test posts gigs in, so the list holds this file's shows alone.
const CITY = 'ardahan'

beforeAll(async () => {
  payload = await getTestPayload()
  f = await seedMarket(payload)
  process.env.RATE_LIMIT_GIGS = '1000/60'
})
afterAll(() => cleanupMarket(payload, f))

const listed = async (query = `&city=${CITY}`) =>
  ((await shows.list(query)).body.data as ShowItem[]) ?? []

const readGig = async (id: number) => {
  const res = await gigRoute.GET(apiRequest(`/api/gigs/${id}`), params({ id: String(id) }))
  return (await readBody(res)).data as { lineup: ShowItem['lineup']; ticketUrl: string | null }
}

const putGig = async (id: number, body: unknown) => {
  const res = await gigRoute.PUT(
    apiRequest(`/api/gigs/${id}?locale=en`, { method: 'PUT', token: f.organizer.token, body }),
    params({ id: String(id) }),
  )
  return { status: res.status, body: await readBody(res) }
}

describe('a booked gig is a show', () => {
  it('has no lineup and is not listed before a confirmed booking; is both after', async () => {
    const gig = await makeGig(payload, f.organizer.user, { city: CITY, title: 'Açık Gece' })
    expect((await readGig(gig.id)).lineup).toEqual([])
    expect((await listed()).map((s) => s.id)).not.toContain(gig.id)

    // Before the next test's dates (50 and 60 days): makeGig's default date moves a day later with
    // each gig the worker has made, in any file.
    const booked = await bookedGig(payload, f, {
      city: CITY,
      title: 'Dolu Gece',
      date: daysFromNow(20),
    })
    const lineup = (await readGig(booked.id)).lineup
    expect(lineup).toEqual([
      { name: f.artist.profile.name, slug: f.artist.profile.slug, photo: null },
    ])
    const item = (await listed()).find((s) => s.id === booked.id)
    expect(item).toMatchObject({
      title: 'Dolu Gece',
      cityKey: CITY,
      city: 'Ardahan',
      goingCount: 0,
      ticketUrl: null,
      lineup,
    })
  })

  it('lists shows soonest first, filtered by city, genre and dates, with pagination', async () => {
    const DAY = 24 * 60 * 60 * 1000
    const later = await bookedGig(payload, f, {
      city: CITY,
      genres: ['jazz'],
      date: new Date(Date.now() + 60 * DAY).toISOString(),
    })
    const sooner = await bookedGig(
      payload,
      f,
      { city: CITY, genres: ['rock'], date: new Date(Date.now() + 50 * DAY).toISOString() },
      f.otherArtist,
    )
    const ids = (await listed()).map((s) => s.id)
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id))
    expect((await listed(`&city=${CITY}&genre=jazz`)).map((s) => s.id)).toEqual([later.id])
    const from = new Date(Date.now() + 55 * DAY).toISOString().slice(0, 10)
    expect((await listed(`&city=${CITY}&from=${from}`)).map((s) => s.id)).toEqual([later.id])
    const page = await shows.list(`&city=${CITY}&limit=1&page=2`)
    expect(page.body.pagination).toMatchObject({ page: 2, limit: 1, total: 3, pages: 3 })
    expect(await listed('&city=nowhere')).toEqual([])
  })

  it('stops being a show when the gig is cancelled', async () => {
    const gig = await bookedGig(payload, f, { city: CITY })
    expect((await listed()).map((s) => s.id)).toContain(gig.id)
    expect((await putGig(gig.id, { status: 'cancelled' })).status).toBe(200)
    expect((await listed()).map((s) => s.id)).not.toContain(gig.id)
    expect((await readGig(gig.id)).lineup).toEqual([])
  })

  it('takes an https ticket link from its organizer and refuses any other', async () => {
    const gig = await bookedGig(payload, f, { city: CITY })
    const refused = await putGig(gig.id, { ticketUrl: 'http://tickets.example.com/a' })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe('The ticket link must be an https:// address.')
    // Named, so the gig form shows it beside the ticket link.
    expect(refused.body.field).toBe('ticketUrl')
    const js = await putGig(gig.id, { ticketUrl: 'javascript:alert(1)' })
    expect(js.status).toBe(400)
    const saved = await putGig(gig.id, { ticketUrl: 'https://tickets.example.com/a' })
    expect(saved.status).toBe(200)
    expect((await readGig(gig.id)).ticketUrl).toBe('https://tickets.example.com/a')
    expect((await listed()).find((s) => s.id === gig.id)?.ticketUrl).toBe(
      'https://tickets.example.com/a',
    )
    await putGig(gig.id, { ticketUrl: '' })
    expect((await readGig(gig.id)).ticketUrl).toBeNull()
  })
})

describe("a followed artist's booking", () => {
  it('tells the follower, naming the show and leading to its page', async () => {
    await payload.create({
      collection: 'follows',
      data: { follower: f.fan.user.id, artist: f.otherArtist.profile.id },
    })
    const gig = await bookedGig(payload, f, { city: CITY, title: 'Takipçi Gecesi' }, f.otherArtist)
    await runQueuedJobs(payload)
    const { items } = await listNotifications(payload, f.fan.user)
    // Earlier tests' bookings of this artist may also be told now that the fan follows: this one's.
    const notice = items.find(
      (item) => item.type === 'artistBooked' && item.values.gig === 'Takipçi Gecesi',
    )
    expect(notice).toMatchObject({
      values: { gig: 'Takipçi Gecesi', name: f.otherArtist.profile.name },
      target: { kind: 'gig', id: gig.id },
    })
    await payload.delete({ collection: 'follows', where: { follower: { equals: f.fan.user.id } } })
  })
})
