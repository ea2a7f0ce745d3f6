import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import * as artistRoute from '../../src/app/api/artists/[slug]/route'
import * as profileRoute from '../../src/app/api/profile/route'
import { contentSecurityPolicy } from '../../src/lib/http/securityHeaders.mjs'
import { MEDIA_FRAME_ORIGINS, toMediaEmbed } from '../../src/lib/market/mediaEmbed'
import { resetRateLimits } from '../../src/server/platform/rateLimits'
import { apiRequest, params, readBody } from '../helpers/api'
import { cleanupMarket, type MarketFixture, seedMarket } from '../helpers/market'
import { getTestPayload } from '../helpers/payload'
import { cleanupReviews, makeBooking, makeVenue } from '../helpers/reviews'

let payload: Payload
let f: MarketFixture

beforeAll(async () => {
  payload = await getTestPayload()
  f = await seedMarket(payload)
})
afterAll(async () => {
  await cleanupReviews(payload, f)
  await cleanupMarket(payload, f)
})
beforeEach(() => resetRateLimits())

const put = async (token: string, body: unknown, locale = 'en') => {
  const response = await profileRoute.PUT(
    apiRequest(`/api/profile?locale=${locale}`, { method: 'PUT', token, body }),
    undefined as never,
  )
  return { status: response.status, body: await readBody(response) }
}

const readArtist = async (token?: string) => {
  const slug = f.artist.profile.slug!
  const response = await artistRoute.GET(
    apiRequest(`/api/artists/${slug}`, { token }),
    params({ slug }),
  )
  return { headers: response.headers, body: await readBody(response) }
}

const RIDER = {
  inputs: [
    { channel: 1, source: 'Kick', note: 'Beta 91A' },
    { channel: 2, source: 'Vokal', note: null },
  ],
}

describe('media addresses', () => {
  it('embeds YouTube (privacy host), Spotify and SoundCloud and nothing else', () => {
    expect(toMediaEmbed('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual({
      provider: 'youtube',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    })
    expect(toMediaEmbed('https://youtu.be/dQw4w9WgXcQ')?.provider).toBe('youtube')
    expect(
      toMediaEmbed('https://open.spotify.com/intl-tr/album/4aawyAB9vmqN3uQ7FjRGTy')?.embedUrl,
    ).toBe('https://open.spotify.com/embed/album/4aawyAB9vmqN3uQ7FjRGTy')
    expect(toMediaEmbed('https://soundcloud.com/sahne/canli')?.embedUrl).toBe(
      'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fsahne%2Fcanli',
    )
    for (const bad of [
      'https://vimeo.com/1234',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'javascript:alert(1)',
      'https://www.youtube.com/watch?v=short',
      'not a url',
      'https://user:pw@soundcloud.com/x',
    ])
      expect(toMediaEmbed(bad)).toBeNull()
  })

  it('lets the CSP frame exactly the three players besides Google sign-in', () => {
    const frameSrc = contentSecurityPolicy()
      .split('; ')
      .find((d) => d.startsWith('frame-src'))!
    for (const origin of MEDIA_FRAME_ORIGINS) expect(frameSrc).toContain(origin)
    expect(frameSrc.split(' ')).toHaveLength(2 + MEDIA_FRAME_ORIGINS.length)
  })
})

describe('PUT /api/profile with a press kit', () => {
  it('saves media, set length, fee range and rider, and answers them to the owner', async () => {
    const { status, body } = await put(f.artist.token, {
      media: [
        { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
        { url: 'https://soundcloud.com/sahne/canli' },
      ],
      setLengthMinutes: 90,
      feeRange: { min: 1_500_000, max: 3_000_000 },
      rider: RIDER,
    })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({
      media: [{ provider: 'youtube' }, { provider: 'soundcloud' }],
      setLengthMinutes: 90,
      feeRange: { min: 1_500_000, max: 3_000_000 },
      rider: { inputs: RIDER.inputs, stagePlot: null },
    })
  })

  it('refuses other hosts, too many items and out-of-range numbers with a 400 naming the field', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ media: [{ url: 'https://vimeo.com/1' }] }, /^This link cannot be played: give a YouTube/],
      [{ media: [{ url: 'nope' }] }, /^This link cannot be played/],
      [{ media: Array(5).fill({ url: 'https://youtu.be/dQw4w9WgXcQ' }) }, /^You can add at most 4/],
      [{ setLengthMinutes: 5 }, /^setLengthMinutes/],
      [{ setLengthMinutes: 241 }, /^setLengthMinutes/],
      [{ feeRange: { min: 50_000, max: 10_000 } }, /^feeRange/],
      [{ feeRange: { min: -100, max: 10_000 } }, /^feeRange/],
      [
        { rider: { inputs: Array(49).fill({ channel: 1, source: 'Kick' }) } },
        /^rider.inputs: at most 48/,
      ],
      [{ rider: { inputs: [{ channel: 0, source: 'Kick' }] } }, /^rider.inputs: channel/],
      [{ rider: { inputs: [{ channel: 1, source: '' }] } }, /^rider.inputs: each line/],
    ]
    for (const [body, message] of cases) {
      const answer = await put(f.artist.token, body)
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(answer.body.message).toMatch(message)
    }
    // A refused link is answered with its place, so the editor names it beside its input.
    const link = await put(
      f.artist.token,
      { media: [{ url: 'https://youtu.be/dQw4w9WgXcQ' }, { url: 'https://vimeo.com/76979871' }] },
      'tr',
    )
    expect(link.body).toMatchObject({
      field: 'media.1.url',
      message: 'Bu bağlantı oynatılamaz: YouTube, Spotify ya da SoundCloud bağlantısı verin.',
    })
    const tr = await put(f.artist.token, { setLengthMinutes: 5 }, 'tr')
    expect(tr.body.message).toBe('setLengthMinutes 10 ile 240 arasında bir tam sayı olmalı.')
    // Nothing was lost on the way (read by the artist, who sees the fee range).
    const { body } = await readArtist(f.artist.token)
    expect(body.data).toMatchObject({
      setLengthMinutes: 90,
      feeRange: { min: 1_500_000, max: 3_000_000 },
    })
  })
})

describe('GET /api/artists/{slug}', () => {
  it('answers the press kit to everyone, cacheably, with no rider and no fee range', async () => {
    const { headers, body } = await readArtist()
    expect(headers.get('cache-control')).toMatch(/public.*s-maxage/)
    const data = body.data as Record<string, unknown>
    expect(data).toMatchObject({
      media: [
        {
          provider: 'youtube',
          url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
        },
        { provider: 'soundcloud' },
      ],
      gallery: [],
      setLengthMinutes: 90,
      upcomingShows: [],
      pastShows: [],
      rating: { count: 0, averages: null, paidAsAgreedShare: null },
    })
    expect('rider' in data).toBe(false)
    // What an act charges is for venues weighing a booking, not for every visitor.
    expect('feeRange' in data).toBe(false)
  })

  it('adds the rider and fee range, private and unstored, for organizers, admins and the artist only', async () => {
    for (const viewer of [f.organizer, f.admin, f.artist]) {
      const { headers, body } = await readArtist(viewer.token)
      expect(headers.get('cache-control')).toBe('private, no-store')
      expect((body.data as { rider: unknown }).rider).toEqual({
        inputs: RIDER.inputs,
        stagePlot: null,
      })
      expect((body.data as { feeRange: unknown }).feeRange).toEqual({
        min: 1_500_000,
        max: 3_000_000,
      })
    }
    for (const viewer of [f.fan, f.otherArtist]) {
      const { headers, body } = await readArtist(viewer.token)
      expect('rider' in (body.data as object)).toBe(false)
      expect('feeRange' in (body.data as object)).toBe(false)
      expect(headers.get('cache-control')).toMatch(/public/)
    }
    const forged = await readArtist('not-a-token')
    expect('rider' in (forged.body.data as object)).toBe(false)
  })

  it('lists confirmed bookings to come as upcoming shows and completed ones as played, on both pages', async () => {
    const venue = await makeVenue(payload, f.organizer)
    const upcoming = await makeBooking(payload, f, venue, { state: 'confirmed', gigDays: 7 })
    await makeBooking(payload, f, venue, { state: 'completed', gigDays: -3 })
    await makeBooking(payload, f, venue, { state: 'cancelled', gigDays: 9 })
    const data = (await readArtist()).body.data as {
      upcomingShows: Array<Record<string, unknown>>
      pastShows: unknown[]
    }
    expect(data.upcomingShows).toEqual([
      {
        gigId: (await payload.findByID({ collection: 'bookings', id: upcoming.id, depth: 0 })).gig,
        title: expect.any(String),
        date: expect.any(String),
        venue: venue.name,
        venueSlug: venue.slug,
        city: 'İstanbul',
      },
    ])
    expect(data.pastShows).toHaveLength(1)
    const venueRoute = await import('../../src/app/api/venues/[slug]/route')
    const response = await venueRoute.GET(
      apiRequest(`/api/venues/${venue.slug}`),
      params({ slug: venue.slug! }),
    )
    const shows = ((await readBody(response)).data as { upcomingShows: unknown[] }).upcomingShows
    expect(shows).toEqual([expect.objectContaining({ venueSlug: venue.slug })])
  })
})
