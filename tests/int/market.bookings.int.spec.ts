import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as cancelRoute from '../../src/app/api/bookings/[id]/cancel/route'
import * as calendarRoute from '../../src/app/api/calendar/[file]/route'
import * as myCalendarRoute from '../../src/app/api/me/calendar/route'
import * as myApplicationsRoute from '../../src/app/api/me/applications/route'
import * as myBookingsRoute from '../../src/app/api/me/bookings/route'
import * as notificationsRoute from '../../src/app/api/me/notifications/route'
import * as readRoute from '../../src/app/api/me/notifications/read/route'
import { apiRequest, params, readBody } from '../helpers/api'
import { runQueuedJobs } from '../helpers/jobs'
import { cleanupMarket, makeGig, type MarketFixture, seedMarket } from '../helpers/market'
import { market } from '../helpers/marketApi'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
let f: MarketFixture
let bookingId: number

beforeAll(async () => {
  payload = await getTestPayload()
  f = await seedMarket(payload)
  await payload.create({
    collection: 'follows',
    data: { follower: f.fan.user.id, artist: f.artist.profile.id },
  })
  const gig = await makeGig(payload, f.organizer.user, { title: 'Moda Sahnesi Caz Gecesi' })
  const app = (await market.apply(f.artist.token, gig.id)).body.data as { id: number }
  await market.answer(f.organizer.token, app.id, 'accept')
  // Followers hear it through the jobs queue, as the server's runner would within seconds.
  await runQueuedJobs(payload)
  const { docs } = await payload.find({
    collection: 'bookings',
    where: { application: { equals: app.id } },
  })
  bookingId = docs[0]!.id
})

afterAll(async () => {
  await payload.delete({ collection: 'follows', where: { follower: { equals: f.fan.user.id } } })
  await cleanupMarket(payload, f)
})

const get = async (
  route: { GET: (r: Request, c: unknown) => Promise<Response> },
  path: string,
  token?: string,
) => {
  const response = await route.GET(apiRequest(path, { token }), undefined)
  return { status: response.status, response }
}

describe('bookings', () => {
  it('both parties list the booking and their applications; a fan hears the artist was booked', async () => {
    for (const side of [f.artist, f.organizer]) {
      const { response } = await get(myBookingsRoute, '/api/me/bookings', side.token)
      const body = await readBody(response)
      expect(body.data).toMatchObject([
        { id: bookingId, state: 'confirmed', gig: { title: 'Moda Sahnesi Caz Gecesi' } },
      ])
    }
    const mine = await readBody(
      (await get(myApplicationsRoute, '/api/me/applications', f.artist.token)).response,
    )
    expect(mine.data).toMatchObject([{ direction: 'sent', state: 'accepted' }])
    const fan = await readBody(
      (await get(notificationsRoute, '/api/me/notifications', f.fan.token)).response,
    )
    expect(fan).toMatchObject({
      unread: 1,
      data: [
        {
          type: 'artistBooked',
          values: { gig: 'Moda Sahnesi Caz Gecesi' },
          // Worded in the request's language (English when it names none), so the bell needs
          // no catalogue of notices.
          text: expect.stringMatching(
            /^.+, an artist you follow, was booked for “Moda Sahnesi Caz Gecesi”\.$/,
          ),
          // The fan's notice leads to the public gig page, never to the parties' thread.
          application: null,
          target: { kind: 'gig' },
        },
      ],
    })
    const other = await readBody(
      (await get(myBookingsRoute, '/api/me/bookings', f.otherArtist.token)).response,
    )
    expect(other.data).toEqual([])
  })

  it('the private calendar feed lists it; a new secret retires the old address', async () => {
    const feed = await readBody(
      (await get(myCalendarRoute, '/api/me/calendar', f.artist.token)).response,
    )
    const path = (feed.data as { path: string }).path
    const file = path.split('/').pop()!
    const ics = await calendarRoute.GET(apiRequest(path), params({ file }))
    expect(ics.headers.get('content-type')).toContain('text/calendar')
    const text = await ics.text()
    expect(text).toContain('BEGIN:VEVENT')
    expect(text).toContain('SUMMARY:Moda Sahnesi Caz Gecesi')
    await myCalendarRoute.POST(
      apiRequest('/api/me/calendar', { method: 'POST', token: f.artist.token }),
      undefined,
    )
    expect((await calendarRoute.GET(apiRequest(path), params({ file }))).status).toBe(404)
  })

  it('outsiders cannot cancel (404); a party cancels with a reason, once', async () => {
    const cancel = (token: string, reason = 'Hastalık') =>
      cancelRoute.POST(
        apiRequest(`/api/bookings/${bookingId}/cancel?locale=tr`, {
          method: 'POST',
          token,
          body: { reason },
        }),
        params({ id: String(bookingId) }),
      )
    expect((await cancel(f.otherOrganizer.token)).status).toBe(404)
    expect((await cancel(f.fan.token)).status).toBe(404)
    expect((await cancel(f.artist.token, ' ')).status).toBe(400)
    const done = await cancel(f.artist.token)
    expect(done.status).toBe(200)
    expect((await readBody(done)).data).toMatchObject({
      state: 'cancelled',
      cancelReason: 'Hastalık',
    })
    const again = await readBody(await cancel(f.organizer.token))
    expect(again.message).toBe('Rezervasyon zaten iptal edildi.')
    const org = await readBody(
      (await get(notificationsRoute, '/api/me/notifications', f.organizer.token)).response,
    )
    expect((org.data as { type: string }[]).map((n) => n.type)).toContain('bookingCancelled')
  })

  it('marks notifications read', async () => {
    const read = await readRoute.POST(
      apiRequest('/api/me/notifications/read', {
        method: 'POST',
        token: f.organizer.token,
        body: {},
      }),
      undefined,
    )
    expect(read.status).toBe(200)
    const after = await readBody(
      (await get(notificationsRoute, '/api/me/notifications', f.organizer.token)).response,
    )
    expect(after.unread).toBe(0)
    const fan = await readBody(
      (await get(notificationsRoute, '/api/me/notifications', f.fan.token)).response,
    )
    expect(fan.unread).toBe(1)
  })
})
