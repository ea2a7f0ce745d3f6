import { revalidateTag } from 'next/cache'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import * as artistRoute from '../../src/app/api/artists/[slug]/route'
import * as venueRoute from '../../src/app/api/venues/[slug]/route'
import type { Application, Venue } from '../../src/payload-types'
import { MARKET_ANSWERS_TAG } from '../../src/lib/cacheTags'
import { apiRequest, params, readBody } from '../helpers/api'
import { market } from '../helpers/marketApi'
import { cleanupMarket, makeGig, type MarketFixture, seedMarket } from '../helpers/market'
import { getTestPayload } from '../helpers/payload'

// Records what the hooks expire (outside a Next.js request the real one would throw).
vi.mock('next/cache', async (actual) =>
  (await import('../helpers/recordedCache')).recordedNextCache(actual),
)

let payload: Payload
let f: MarketFixture
let venue: Venue

const HOUR = 60 * 60 * 1000
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString()

beforeAll(async () => {
  payload = await getTestPayload()
  f = await seedMarket(payload)
  venue = await payload.create({
    collection: 'venues',
    data: {
      user: f.organizer.user.id,
      name: `Yanıt Sahnesi ${Date.now()}`,
      city: 'istanbul',
      isPublic: true,
    },
  })
})

afterAll(async () => {
  await payload.delete({ collection: 'venues', where: { id: { equals: venue.id } } })
  await cleanupMarket(payload, f)
})

type Row = Pick<Application, 'state'> &
  Partial<Application> & { sentHoursAgo: number; answeredAfter?: number }

/** Applications (or invitations) as they stood after closing, on gigs of the fixture's venue. */
async function received(kind: Application['kind'], rows: Row[]) {
  for (const { sentHoursAgo, answeredAfter, ...row } of rows) {
    const gig = await makeGig(payload, f.organizer.user, { venueProfile: venue.id })
    await payload.create({
      collection: 'applications',
      data: {
        kind,
        gig: gig.id,
        artist: f.artist.profile.id,
        artistUser: f.artist.user.id,
        organizer: f.organizer.user.id,
        createdAt: ago(sentHoursAgo),
        ...(answeredAfter !== undefined ? { respondedAt: ago(sentHoursAgo - answeredAfter) } : {}),
        ...row,
      },
    })
  }
}

const venueAnswer = async () => {
  const slug = venue.slug!
  const res = await venueRoute.GET(apiRequest(`/api/venues/${slug}`), params({ slug }))
  return (await readBody(res)).data as {
    responseRate: number | null
    medianResponseHours: number | null
  }
}

const artistAnswer = async () => {
  const slug = f.artist.profile.slug!
  const res = await artistRoute.GET(apiRequest(`/api/artists/${slug}`), params({ slug }))
  return (await readBody(res)).data as {
    responseRate: number | null
    medianResponseHours: number | null
  }
}

describe('how a venue answers applications', () => {
  it('is null below three closed ones', async () => {
    await received('application', [
      { state: 'accepted', sentHoursAgo: 100, answeredAfter: 2 },
      { state: 'expired', closedReason: 'deadlinePassed', sentHoursAgo: 90 },
      // Neither the venue's answer nor its silence: not counted.
      { state: 'withdrawn', sentHoursAgo: 80, answeredAfter: 1 },
      { state: 'declined', closedReason: 'gigFilled', sentHoursAgo: 70 },
      { state: 'pending', sentHoursAgo: 5 },
    ])
    expect(await venueAnswer()).toMatchObject({ responseRate: null, medianResponseHours: null })
  })

  it('is the share answered of those closed in 180 days, and the median hours to answer', async () => {
    await received('application', [
      { state: 'declined', sentHoursAgo: 60, answeredAfter: 10 },
      { state: 'accepted', sentHoursAgo: 50, answeredAfter: 30 },
      // Older than 180 days: out of the window.
      { state: 'expired', closedReason: 'deadlinePassed', sentHoursAgo: 200 * 24 },
      { state: 'declined', sentHoursAgo: 190 * 24, answeredAfter: 1 },
    ])
    // Answered 3 (2 h, 10 h, 30 h) of 4 closed (one left to the clock).
    expect(await venueAnswer()).toEqual(
      expect.objectContaining({ responseRate: 0.75, medianResponseHours: 10 }),
    )
  })
})

describe('how an artist answers invitations', () => {
  it('counts the invitations the artist received, not the applications they sent', async () => {
    expect(await artistAnswer()).toMatchObject({ responseRate: null, medianResponseHours: null })
    await received('invitation', [
      { state: 'accepted', sentHoursAgo: 40, answeredAfter: 4 },
      { state: 'declined', sentHoursAgo: 30, answeredAfter: 6 },
      { state: 'expired', closedReason: 'deadlinePassed', sentHoursAgo: 20 },
    ])
    // Three closed give a rate; two answers are still too few for a median.
    expect(await artistAnswer()).toMatchObject({ responseRate: 0.67, medianResponseHours: null })
    await received('invitation', [{ state: 'declined', sentHoursAgo: 10, answeredAfter: 8 }])
    expect(await artistAnswer()).toMatchObject({ responseRate: 0.75, medianResponseHours: 6 })
  })
})

describe('the cached profiles', () => {
  it('are expired when an application closes, not when one is sent', async () => {
    const expired = () => vi.mocked(revalidateTag).mock.calls.map(([tag]) => tag)
    const gig = await makeGig(payload, f.organizer.user, { venueProfile: venue.id })
    vi.mocked(revalidateTag).mockReset()
    const app = (await market.apply(f.otherArtist.token, gig.id)).body.data as { id: number }
    expect(expired()).not.toContain(MARKET_ANSWERS_TAG)
    await market.answer(f.organizer.token, app.id, 'decline')
    expect(expired()).toContain(MARKET_ANSWERS_TAG)
  })
})
