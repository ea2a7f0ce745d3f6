import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { Venue } from '../../src/payload-types'
import { revealDueReviews, submitReview } from '../../src/server/market'
import { resetRateLimits } from '../../src/server/platform/rateLimits'
import { cleanupMarket, type MarketFixture, seedMarket } from '../helpers/market'
import { getTestPayload } from '../helpers/payload'
import {
  ARTIST_REVIEW,
  cleanupReviews,
  makeBooking,
  makeVenue,
  reviews,
  VENUE_REVIEW,
} from '../helpers/reviews'

const DAY = 24 * 60 * 60 * 1000
let payload: Payload
let f: MarketFixture
let venue: Venue

beforeAll(async () => {
  payload = await getTestPayload()
  f = await seedMarket(payload)
  venue = await makeVenue(payload, f.organizer)
})
afterAll(async () => {
  await cleanupReviews(payload, f)
  await cleanupMarket(payload, f)
})
beforeEach(() => resetRateLimits())

type Mine = { mine: { id: number } | null; theirs: { id: number; text: string } | null }

describe('POST /api/bookings/{id}/review: who, when, what', () => {
  it('is a 409 on a booking that is not completed, a 404 for anyone but its two parties', async () => {
    const confirmed = await makeBooking(payload, f, venue, { state: 'confirmed', gigDays: 5 })
    const early = await reviews.post(f.artist.token, confirmed.id, ARTIST_REVIEW)
    expect(early.status).toBe(409)
    expect(early.body.message).toMatch(/completed/)
    const done = await makeBooking(payload, f, venue)
    for (const outsider of [f.fan, f.otherOrganizer, f.otherArtist, f.admin])
      expect((await reviews.post(outsider.token, done.id, VENUE_REVIEW)).status).toBe(404)
    expect((await reviews.post(f.artist.token, 999_999_999, ARTIST_REVIEW)).status).toBe(404)
  })

  it('names the missing or bad field in a 400, in the request language', async () => {
    const done = await makeBooking(payload, f, venue)
    const noSound = await reviews.post(f.artist.token, done.id, {
      ...ARTIST_REVIEW,
      sound: undefined,
    })
    expect(noSound.status).toBe(400)
    expect(noSound.body).toMatchObject({ field: 'sound' })
    expect(noSound.body.message).toBe('Rate the sound with a whole number from 1 to 5.')
    const short = await reviews.post(
      f.artist.token,
      done.id,
      { ...ARTIST_REVIEW, text: 'İyi.' },
      'tr',
    )
    expect(short.status).toBe(400)
    expect(short.body.message).toBe('Lütfen 20 ile 2000 karakter arasında yazın.')
    // Named, so the review form shows it beside the text (and a bad score beside its select).
    expect(short.body.field).toBe('text')
    const high = await reviews.post(f.organizer.token, done.id, { ...VENUE_REVIEW, performance: 6 })
    expect(high.status).toBe(400)
    expect(high.body.message).toBe('Rate the performance with a whole number from 1 to 5.')
    expect(high.body.field).toBe('performance')
    const html = await reviews.post(f.organizer.token, done.id, {
      ...VENUE_REVIEW,
      text: 'x'.repeat(2001),
    })
    expect(html.status).toBe(400)
  })

  it('takes one review a side: the second is a 409', async () => {
    const done = await makeBooking(payload, f, venue)
    expect((await reviews.post(f.artist.token, done.id, ARTIST_REVIEW)).status).toBe(201)
    const again = await reviews.post(f.artist.token, done.id, ARTIST_REVIEW)
    expect(again.status).toBe(409)
    expect(again.body.message).toMatch(/already/)
  })

  it('closes 14 days after completion (409), by the clock passed in', async () => {
    const old = await makeBooking(payload, f, venue, { completedDaysAgo: 15 })
    const late = await reviews.post(f.organizer.token, old.id, VENUE_REVIEW)
    expect(late.status).toBe(409)
    expect(late.body.message).toMatch(/14 days/)
    const recent = await makeBooking(payload, f, venue, { completedDaysAgo: 10 })
    const moved = await submitReview(
      payload,
      f.organizer.user,
      String(recent.id),
      { ...VENUE_REVIEW },
      new Date(Date.now() + 5 * DAY),
    )
    expect(moved).toMatchObject({ kind: 'conflict' })
    const inTime = await submitReview(
      payload,
      f.organizer.user,
      String(recent.id),
      { ...VENUE_REVIEW },
      new Date(Date.now() + 3 * DAY),
    )
    expect(inTime).toMatchObject({ canReview: false, mine: { direction: 'venueToArtist' } })
  })
})

describe('the blind reveal', () => {
  it('shows neither review to the other party or the public until both are in, then both at once', async () => {
    const done = await makeBooking(payload, f, venue)
    const first = await reviews.post(f.artist.token, done.id, ARTIST_REVIEW)
    expect(first.body.data).toMatchObject({ revealed: false, theirs: null, canReview: false })
    const venueSide = await reviews.mine(f.organizer.token, done.id)
    expect(venueSide.headers.get('cache-control')).toBe('private, no-store')
    expect(venueSide.body.data).toMatchObject({ mine: null, theirs: null, canReview: true })
    const venueList = await reviews.ofVenue(venue.slug!)
    expect((venueList.body.data as unknown[]).length).toBe(0)

    const second = await reviews.post(f.organizer.token, done.id, VENUE_REVIEW)
    expect(second.body.data).toMatchObject({
      revealed: true,
      theirs: { direction: 'artistToVenue', text: ARTIST_REVIEW.text, paidAsAgreed: true },
    })
    const artistSide = (await reviews.mine(f.artist.token, done.id)).body.data as Mine
    expect(artistSide.theirs).toMatchObject({ text: VENUE_REVIEW.text })
    const [ofVenue, ofArtist] = [
      await reviews.ofVenue(venue.slug!),
      await reviews.ofArtist(f.artist.profile.slug!),
    ]
    expect(ofVenue.body.data).toEqual([
      expect.objectContaining({
        text: ARTIST_REVIEW.text,
        scores: { sound: 5, hospitality: 4, promotion: 3 },
        author: { name: f.artist.profile.name, slug: f.artist.profile.slug, retired: false },
      }),
    ])
    expect(ofArtist.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          text: VENUE_REVIEW.text,
          scores: { punctuality: 5, performance: 4, professionalism: 5 },
        }),
      ]),
    )
    // Never the account behind a review.
    expect(JSON.stringify(ofVenue.body)).not.toMatch(/@test\.example\.com|"author":\d/)
  })

  it('shows a lone review once its 14 days are over, when the sweep runs at that moment', async () => {
    const done = await makeBooking(payload, f, venue, { completedDaysAgo: 2 })
    await reviews.post(f.organizer.token, done.id, {
      ...VENUE_REVIEW,
      text: 'Yalnız kalan bir değerlendirme metni.',
    })
    const hiddenYet = (await reviews.ofArtist(f.artist.profile.slug!)).body.data as {
      text: string
    }[]
    expect(hiddenYet.map((r) => r.text)).not.toContain('Yalnız kalan bir değerlendirme metni.')
    // A day before its window ends the sweep leaves it blind; just after, it shows.
    await revealDueReviews(payload, new Date(Date.now() + 11 * DAY))
    const stillBlind = (await reviews.ofArtist(f.artist.profile.slug!)).body.data as {
      text: string
    }[]
    expect(stillBlind.map((r) => r.text)).not.toContain('Yalnız kalan bir değerlendirme metni.')
    expect((await reviews.mine(f.artist.token, done.id)).body.data).toMatchObject({ theirs: null })
    await revealDueReviews(payload, new Date(Date.now() + 12 * DAY + 60_000))
    const shown = (await reviews.ofArtist(f.artist.profile.slug!)).body.data as { text: string }[]
    expect(shown.map((r) => r.text)).toContain('Yalnız kalan bir değerlendirme metni.')
    const artistSide = (await reviews.mine(f.artist.token, done.id)).body.data
    expect(artistSide).toMatchObject({
      revealed: true,
      canReview: false,
      theirs: { direction: 'venueToArtist' },
    })
  })
})
