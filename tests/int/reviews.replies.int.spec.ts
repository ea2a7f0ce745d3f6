import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import * as venueRoute from '../../src/app/api/venues/[slug]/route'
import * as artistRoute from '../../src/app/api/artists/[slug]/route'
import type { Venue } from '../../src/payload-types'
import { resetRateLimits } from '../../src/server/platform/rateLimits'
import { apiRequest, params, readBody } from '../helpers/api'
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

type Revealed = { theirs: { id: number }; mine: { id: number } }

/** A booking both parties reviewed: the ids of the artist's and the venue's reviews. */
async function reviewedPair(artistReview = ARTIST_REVIEW) {
  const done = await makeBooking(payload, f, venue)
  await reviews.post(f.artist.token, done.id, artistReview)
  const both = (await reviews.post(f.organizer.token, done.id, VENUE_REVIEW)).body.data as Revealed
  return { ofVenue: both.theirs.id, ofArtist: both.mine.id }
}

describe('replies and reports', () => {
  it('lets the reviewed party reply once; nobody else can, and a blind review cannot be answered', async () => {
    const { ofVenue, ofArtist } = await reviewedPair()
    const answered = await reviews.reply(
      f.organizer.token,
      ofVenue,
      'Teşekkürler, yine bekleriz efendim!',
    )
    expect(answered.status).toBe(200)
    expect(answered.body.data).toMatchObject({ reply: 'Teşekkürler, yine bekleriz efendim!' })
    expect(
      (await reviews.reply(f.organizer.token, ofVenue, 'İkinci bir yanıt denemesi burada.')).status,
    ).toBe(409)
    // The author, a fan, the other organizer: not the reviewed party.
    expect(
      (await reviews.reply(f.artist.token, ofVenue, 'Kendi yorumuma yanıt veriyorum.')).status,
    ).toBe(404)
    expect(
      (await reviews.reply(f.fan.token, ofArtist, 'Bir hayran olarak yanıtlıyorum.')).status,
    ).toBe(404)
    const blind = await makeBooking(payload, f, venue)
    const lone = (await reviews.post(f.artist.token, blind.id, ARTIST_REVIEW)).body.data as Revealed
    expect(
      (await reviews.reply(f.organizer.token, lone.mine.id, 'Henüz görmemem gereken yorum.'))
        .status,
    ).toBe(404)
    expect((await reviews.report(f.fan.token, lone.mine.id)).status).toBe(404)
  })

  it('takes one reply when four are sent at once: one 200, the others 409, the stored reply is the taken one', async () => {
    const { ofVenue } = await reviewedPair()
    const texts = [1, 2, 3, 4].map((n) => `Aynı anda gönderilen yanıt numarası ${n}.`)
    const answers = await Promise.all(
      texts.map((text) => reviews.reply(f.organizer.token, ofVenue, text)),
    )
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([200, 409, 409, 409])
    const taken = answers.find((answer) => answer.status === 200)!
    const stored = await payload.findByID({ collection: 'reviews', id: ofVenue, depth: 0 })
    expect(stored.reply).toBe((taken.body.data as { reply: string }).reply)
  })

  it('lets anyone signed in report a shown review (counted once a person); an admin hides it', async () => {
    const { ofVenue } = await reviewedPair({
      ...ARTIST_REVIEW,
      text: 'Bu değerlendirme şikâyet edilecek.',
    })
    expect((await reviews.report('', ofVenue)).status).toBe(401)
    expect((await reviews.report(f.fan.token, ofVenue)).status).toBe(200)
    expect((await reviews.report(f.fan.token, ofVenue)).status).toBe(200)
    expect((await reviews.report(f.otherArtist.token, ofVenue)).status).toBe(200)
    const stored = await payload.findByID({ collection: 'reviews', id: ofVenue, depth: 0 })
    expect(stored.reportCount).toBe(2)
    await payload.update({ collection: 'reviews', id: ofVenue, data: { hidden: true } })
    const list = (await reviews.ofVenue(venue.slug!)).body.data as { id: number }[]
    expect(list.map((r) => r.id)).not.toContain(ofVenue)
    expect((await reviews.report(f.fan.token, ofVenue)).status).toBe(404)
  })
})

describe('ratings and lists', () => {
  it('keeps averages and the paid-as-agreed share null below three reviews, then rounds them', async () => {
    const fresh = await makeVenue(payload, f.otherOrganizer)
    const rating = async () => {
      const response = await venueRoute.GET(
        apiRequest(`/api/venues/${fresh.slug}`),
        params({ slug: fresh.slug! }),
      )
      return ((await readBody(response)).data as { rating: unknown }).rating
    }
    expect(await rating()).toEqual({ count: 0, averages: null, paidAsAgreedShare: null })
    const review = async (body: typeof ARTIST_REVIEW) => {
      const done = await makeBooking(payload, f, fresh, { organizer: f.otherOrganizer })
      await reviews.post(f.artist.token, done.id, body)
      await reviews.post(f.otherOrganizer.token, done.id, VENUE_REVIEW)
    }
    await review(ARTIST_REVIEW)
    await review({ ...ARTIST_REVIEW, paidAsAgreed: false, sound: 2 })
    expect(await rating()).toEqual({ count: 2, averages: null, paidAsAgreedShare: null })
    await review(ARTIST_REVIEW)
    expect(await rating()).toEqual({
      count: 3,
      averages: { sound: 4, hospitality: 4, promotion: 3 },
      paidAsAgreedShare: 0.7,
    })
  })

  it('gives an artist a rating with three averages and no paid share once three reviews show', async () => {
    for (let i = 0; i < 3; i++) await reviewedPair()
    const response = await artistRoute.GET(
      apiRequest(`/api/artists/${f.artist.profile.slug}`),
      params({ slug: f.artist.profile.slug! }),
    )
    const { rating } = (await readBody(response)).data as { rating: Record<string, unknown> }
    expect(rating).toMatchObject({
      averages: { punctuality: 5, performance: 4, professionalism: 5 },
      paidAsAgreedShare: null,
    })
    expect(rating.count as number).toBeGreaterThanOrEqual(3)
  })

  it('lists newest first, ten a page, and refuses a bad page', async () => {
    const first = (await reviews.ofArtist(f.artist.profile.slug!)).body
    const dates = (first.data as { createdAt: string }[]).map((r) => r.createdAt)
    expect([...dates].sort().reverse()).toEqual(dates)
    expect(first.pagination).toMatchObject({ page: 1, limit: 10 })
    expect((await reviews.ofArtist(f.artist.profile.slug!, '?page=0')).status).toBe(400)
    expect((await reviews.ofArtist('no-such-artist')).status).toBe(404)
  })
})
