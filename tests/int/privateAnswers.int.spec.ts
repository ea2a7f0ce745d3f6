import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as messagesRoute from '../../src/app/api/applications/[id]/messages/route'
import * as artistRoute from '../../src/app/api/artists/[slug]/route'
import * as bookingRoute from '../../src/app/api/bookings/[id]/route'
import * as gigRoute from '../../src/app/api/gigs/[id]/route'
import * as profileRoute from '../../src/app/api/profile/route'
import type { Booking, Venue } from '../../src/payload-types'
import { apiRequest, params } from '../helpers/api'
import { cleanupMarket, type MarketFixture, seedMarket } from '../helpers/market'
import { getTestPayload } from '../helpers/payload'
import { cleanupReviews, makeBooking, makeVenue } from '../helpers/reviews'
import { idOf } from '../../src/lib/idOf'

let payload: Payload
let f: MarketFixture
let venue: Venue
let booking: Booking

beforeAll(async () => {
  payload = await getTestPayload()
  f = await seedMarket(payload)
  venue = await makeVenue(payload, f.organizer)
  booking = await makeBooking(payload, f, venue, { state: 'confirmed', gigDays: 5 })
})
afterAll(async () => {
  await cleanupReviews(payload, f)
  await cleanupMarket(payload, f)
})

describe('answers for a signed-in caller', () => {
  it('say private, no-store on every signed-in read that carries personal data', async () => {
    const id = String(booking.id)
    const application = String(idOf(booking.application))
    const answers = {
      booking: await bookingRoute.GET(
        apiRequest(`/api/bookings/${id}`, { token: f.artist.token }),
        params({ id }),
      ),
      profile: await profileRoute.GET(apiRequest('/api/profile', { token: f.artist.token }), {}),
      messages: await messagesRoute.GET(
        apiRequest(`/api/applications/${application}/messages`, { token: f.organizer.token }),
        params({ id: application }),
      ),
    }
    for (const [name, response] of Object.entries(answers)) {
      expect(response.status, name).toBe(200)
      expect(response.headers.get('cache-control'), name).toBe('private, no-store')
    }
  })

  it('keep a public answer public when the caller happens to be signed in', async () => {
    const id = String(idOf(booking.gig))
    const response = await gigRoute.GET(
      apiRequest(`/api/gigs/${id}`, { token: f.fan.token }),
      params({ id }),
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toMatch(/^public/)
  })
})

describe('answers whose language follows the request', () => {
  it('vary on Accept-Language, 404s included, so a shared cache keeps one per language', async () => {
    const ask = (language: string) =>
      artistRoute.GET(
        apiRequest('/api/artists/no-such-artist-here', {
          headers: { 'accept-language': language },
        }),
        params({ slug: 'no-such-artist-here' }),
      )
    const [tr, en] = [await ask('tr-TR'), await ask('en-GB')]
    expect([tr.status, en.status]).toEqual([404, 404])
    for (const response of [tr, en])
      expect(response.headers.get('vary')).toMatch(/Accept-Language/i)
    const [trBody, enBody] = [await tr.json(), await en.json()]
    expect(trBody.message).not.toBe(enBody.message)
  })
})

describe('a signed-in route without a good token', () => {
  it('challenges with invalid_token when a token was sent and refused, so the browser signs out', async () => {
    const id = String(booking.id)
    const refused = await bookingRoute.GET(
      apiRequest(`/api/bookings/${id}`, { token: 'not-a-session-token' }),
      params({ id }),
    )
    expect(refused.status).toBe(401)
    expect(refused.headers.get('www-authenticate')).toBe(
      'Bearer realm="sahne", error="invalid_token"',
    )
    const anonymous = await bookingRoute.GET(apiRequest(`/api/bookings/${id}`), params({ id }))
    expect(anonymous.status).toBe(401)
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer realm="sahne"')
  })
})
