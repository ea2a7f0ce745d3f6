import type { Payload } from 'payload'

import type { Booking, Venue } from '../../src/payload-types'
import * as reviewRoute from '../../src/app/api/bookings/[id]/review/route'
import * as replyRoute from '../../src/app/api/reviews/[id]/reply/route'
import * as reportRoute from '../../src/app/api/reviews/[id]/report/route'
import * as artistReviewsRoute from '../../src/app/api/artists/[slug]/reviews/route'
import * as venueReviewsRoute from '../../src/app/api/venues/[slug]/reviews/route'
import { apiRequest, params, readBody } from './api'
import { makeGig, type MarketActor, type MarketFixture } from './market'

const DAY = 24 * 60 * 60 * 1000
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`

/** A public venue profile for `organizer`, so gigs and reviews have a venue page. */
export const makeVenue = (payload: Payload, organizer: MarketActor): Promise<Venue> =>
  payload.create({
    collection: 'venues',
    data: { user: organizer.user.id, name: `Sahne ${unique()}`, city: 'istanbul' },
  })

/**
 * A booking between the fixture's artist and `organizer` at `venue`, in `state`, its gig `gigDays`
 * from now and (when completed) completed `completedDaysAgo` days ago.
 */
export async function makeBooking(
  payload: Payload,
  f: MarketFixture,
  venue: Venue,
  options: {
    state?: Booking['state']
    gigDays?: number
    completedDaysAgo?: number
    organizer?: MarketActor
  } = {},
): Promise<Booking> {
  const {
    state = 'completed',
    gigDays = -2,
    completedDaysAgo = 1,
    organizer = f.organizer,
  } = options
  const gig = await makeGig(payload, organizer.user, {
    venueProfile: venue.id,
    venue: venue.name,
    date: new Date(Date.now() + gigDays * DAY).toISOString(),
    status: 'filled',
  })
  const parties = {
    gig: gig.id,
    artist: f.artist.profile.id,
    artistUser: f.artist.user.id,
    organizer: organizer.user.id,
  }
  const application = await payload.create({
    collection: 'applications',
    data: { ...parties, kind: 'application', state: 'accepted', message: 'Çalmak isteriz.' },
  })
  return payload.create({
    collection: 'bookings',
    data: {
      ...parties,
      application: application.id,
      state,
      termsStatus: 'none',
      completedAt:
        state === 'completed' ? new Date(Date.now() - completedDaysAgo * DAY).toISOString() : null,
    },
  })
}

export const ARTIST_REVIEW = {
  paidAsAgreed: true,
  sound: 5,
  hospitality: 4,
  promotion: 3,
  text: 'Ses sistemi harikaydı, ekip çok ilgiliydi.',
}
export const VENUE_REVIEW = {
  punctuality: 5,
  performance: 4,
  professionalism: 5,
  text: 'Zamanında geldiler, salon çok memnun kaldı.',
}

const reply = async (response: Promise<Response>) => {
  const res = await response
  return { status: res.status, headers: res.headers, body: await readBody(res) }
}

/** The review routes, called the way Next.js calls them. */
export const reviews = {
  post: (token: string, bookingId: number, body: unknown, locale = 'en') =>
    reply(
      reviewRoute.POST(
        apiRequest(`/api/bookings/${bookingId}/review?locale=${locale}`, {
          method: 'POST',
          token,
          body,
        }),
        params({ id: String(bookingId) }),
      ),
    ),
  mine: (token: string, bookingId: number) =>
    reply(
      reviewRoute.GET(
        apiRequest(`/api/bookings/${bookingId}/review`, { token }),
        params({ id: String(bookingId) }),
      ),
    ),
  reply: (token: string, id: number, text: string) =>
    reply(
      replyRoute.POST(
        apiRequest(`/api/reviews/${id}/reply?locale=en`, { method: 'POST', token, body: { text } }),
        params({ id: String(id) }),
      ),
    ),
  report: (token: string, id: number) =>
    reply(
      reportRoute.POST(
        apiRequest(`/api/reviews/${id}/report`, { method: 'POST', token }),
        params({ id: String(id) }),
      ),
    ),
  ofArtist: (slug: string, query = '') =>
    reply(
      artistReviewsRoute.GET(apiRequest(`/api/artists/${slug}/reviews${query}`), params({ slug })),
    ),
  ofVenue: (slug: string, query = '') =>
    reply(
      venueReviewsRoute.GET(apiRequest(`/api/venues/${slug}/reviews${query}`), params({ slug })),
    ),
}

/** Removes what the review tests add beside the market fixture. */
export async function cleanupReviews(payload: Payload, f: MarketFixture) {
  const users = Object.values(f).map((a) => a.user.id)
  await payload.delete({ collection: 'reviews', where: { author: { in: users } } })
  await payload.delete({ collection: 'venues', where: { user: { in: users } } })
}
