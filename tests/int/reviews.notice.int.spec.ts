import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as notificationsRoute from '../../src/app/api/me/notifications/route'
import type { Gig, Venue } from '../../src/payload-types'
import { resetRateLimits } from '../../src/server/platform/rateLimits'
import { apiRequest, readBody } from '../helpers/api'
import { countOf } from '../helpers/connected'
import { runQueuedJobs } from '../helpers/jobs'
import { mailTo } from '../helpers/mailbox'
import { cleanupMarket, type MarketActor, type MarketFixture, seedMarket } from '../helpers/market'
import { getTestPayload } from '../helpers/payload'
import {
  ARTIST_REVIEW,
  cleanupReviews,
  makeBooking,
  makeVenue,
  reviews,
  VENUE_REVIEW,
} from '../helpers/reviews'

/** The booking's application id, where its thread and reviews are. */
const applicationOf = (booking: { application: number | { id: number } }) =>
  typeof booking.application === 'object' ? booking.application.id : booking.application

let payload: Payload
let f: MarketFixture
let venue: Venue

beforeAll(async () => {
  payload = await getTestPayload()
  f = await seedMarket(payload)
  venue = await makeVenue(payload, f.organizer)
  // The organizer reads English, the artist Turkish (the default).
  await payload.update({ collection: 'users', id: f.organizer.user.id, data: { locale: 'en' } })
  await runQueuedJobs(payload)
})
afterAll(async () => {
  await cleanupReviews(payload, f)
  await cleanupMarket(payload, f)
})

const reviewNotices = (actor: MarketActor) =>
  countOf(payload, 'notifications', {
    user: { equals: actor.user.id },
    type: { equals: 'reviewReceived' },
  })

async function bell(actor: MarketActor) {
  const res = await notificationsRoute.GET(
    apiRequest('/api/me/notifications', { token: actor.token }),
    undefined,
  )
  return (await readBody(res)).data as { type: string; target: unknown; values: unknown }[]
}

describe('a review tells the reviewed party', () => {
  it('files a notice (through the queue) leading to their profile’s reviews, mailed in their language', async () => {
    resetRateLimits()
    const booking = await makeBooking(payload, f, venue)
    const gig = booking.gig as Gig
    const mailsBefore = (await mailTo(f.organizer.user.email)).length

    expect((await reviews.post(f.artist.token, booking.id, ARTIST_REVIEW)).status).toBe(201)
    // Queued, not filed inside the request.
    expect(await reviewNotices(f.organizer)).toBe(0)
    await runQueuedJobs(payload)
    expect(await reviewNotices(f.organizer)).toBe(1)
    expect(await reviewNotices(f.artist)).toBe(0)

    const [notice] = (await bell(f.organizer)).filter((n) => n.type === 'reviewReceived')
    expect(notice).toMatchObject({
      // The booking's reviews, where the blind review says when it shows.
      target: { kind: 'reviews', id: applicationOf(booking) },
      values: { gig: gig.title, name: f.artist.profile.name },
    })
    const mails = await mailTo(f.organizer.user.email)
    expect(mails).toHaveLength(mailsBefore + 1)
    const mail = mails[mails.length - 1]
    expect(mail.subject).toBe(`Sahne: ${f.artist.profile.name} reviewed you`)
    expect(mail.text).toContain(
      `/en/dashboard/applications/${applicationOf(booking)}#booking-reviews`,
    )

    // The venue's review back tells the artist, in Turkish, with the same booking's reviews.
    expect((await reviews.post(f.organizer.token, booking.id, VENUE_REVIEW)).status).toBe(201)
    await runQueuedJobs(payload)
    const [back] = (await bell(f.artist)).filter((n) => n.type === 'reviewReceived')
    expect(back).toMatchObject({
      target: { kind: 'reviews', id: applicationOf(booking) },
      values: { gig: gig.title, name: venue.name },
    })
    const artistMail = (await mailTo(f.artist.user.email)).at(-1)!
    expect(artistMail.subject).toBe(`Sahne: ${venue.name} sizi değerlendirdi`)
    expect(artistMail.text).toContain(`/panom/basvuru/${applicationOf(booking)}#booking-reviews`)
  })

  it('tells nobody when the review is refused', async () => {
    const booking = await makeBooking(payload, f, venue, { state: 'confirmed', gigDays: 3 })
    const before = await reviewNotices(f.organizer)
    expect((await reviews.post(f.artist.token, booking.id, ARTIST_REVIEW)).status).toBe(409)
    await runQueuedJobs(payload)
    expect(await reviewNotices(f.organizer)).toBe(before)
  })
})
