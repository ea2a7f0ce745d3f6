import type { Payload } from 'payload'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import * as myApplicationsRoute from '../../src/app/api/me/applications/route'
import * as myBookingsRoute from '../../src/app/api/me/bookings/route'
import { apiRequest, readBody } from '../helpers/api'
import { idOf } from '../../src/lib/idOf'
import { connect, type Connected } from '../helpers/connected'
import { runQueuedJobs } from '../helpers/jobs'
import { cleanupMarket, type MarketActor, type MarketFixture, seedMarket } from '../helpers/market'
import { market } from '../helpers/marketApi'
import { getTestPayload } from '../helpers/payload'
import { reviews as reviewApi } from '../helpers/reviews'

// Outside a Next.js request the hooks' revalidateTag would throw.
vi.mock('next/cache', async (actual) =>
  (await import('../helpers/recordedCache')).recordedNextCache(actual),
)

let payload: Payload
let f: MarketFixture
let c: Connected

beforeAll(async () => {
  payload = await getTestPayload()
})
beforeEach(async () => {
  f = await seedMarket(payload)
  c = await connect(payload, f)
  await runQueuedJobs(payload)
})
afterEach(async () => {
  // The deletion's queued notices, sent while their recipients still exist.
  await runQueuedJobs(payload)
  await payload.delete({ collection: 'reviews', where: { booking: { in: [c.past.id] } } })
  await payload.delete({ collection: 'follows', where: { follower: { equals: f.fan.user.id } } })
  await payload.delete({ collection: 'venues', where: { id: { equals: c.venue.id } } })
  await cleanupMarket(payload, f)
})

const deleteAccount = (actor: MarketActor) =>
  payload.delete({
    collection: 'users',
    id: actor.user.id,
    overrideAccess: false,
    user: f.admin.user,
  })

async function mine(route: typeof myBookingsRoute, path: string, actor: MarketActor) {
  const res = await route.GET(apiRequest(path, { token: actor.token }), undefined)
  expect(res.status).toBe(200)
  return (await readBody(res)).data as Record<string, unknown>[]
}
const bookingsOf = (actor: MarketActor) => mine(myBookingsRoute, '/api/me/bookings', actor)
const applicationsOf = (actor: MarketActor) =>
  mine(myApplicationsRoute, '/api/me/applications', actor)

const RETIRED_ARTIST = { retired: true, name: '', slug: '', photo: null, links: {} }

describe('what the other party sees of a deleted account', () => {
  it('names nobody, as a retired party, before and after the artist deletes their account', async () => {
    const application = idOf(c.upcoming.application)
    // Before: the artist is there by name.
    expect(await bookingsOf(f.organizer)).toContainEqual(
      expect.objectContaining({
        id: c.past.id,
        artist: expect.objectContaining({ retired: false, name: f.artist.profile.name }),
        gig: expect.objectContaining({ venueRetired: false }),
      }),
    )
    await deleteAccount(f.artist)

    const bookings = await bookingsOf(f.organizer)
    expect(bookings).toMatchObject([
      {
        id: c.past.id,
        state: 'completed',
        artist: RETIRED_ARTIST,
        // The rest of the card stays readable.
        gig: { venueRetired: false, title: expect.any(String), date: expect.any(String) },
      },
      { id: c.upcoming.id, artist: RETIRED_ARTIST },
    ])
    expect(await applicationsOf(f.organizer)).toContainEqual(
      expect.objectContaining({ id: application, artist: expect.objectContaining(RETIRED_ARTIST) }),
    )
    // The thread keeps the artist's message, its author a deleted account; the venue's own is named.
    const thread = await market.thread(f.organizer.token, application)
    expect(thread.body.data).toMatchObject([
      { text: 'Saat kaçta?', authorRetired: true, authorName: '', authorPhoto: null, mine: false },
      { text: 'Dokuzda.', authorRetired: false, authorName: c.venue.name, mine: true },
    ])
    // The venue's review by the artist stays, with no name and no profile to link to.
    const venueReviews = await reviewApi.ofVenue(c.venue.slug!)
    expect(venueReviews.body.data).toMatchObject([
      { text: 'Ses harikaydı.', author: { retired: true, name: '', slug: null } },
    ])
  })

  it('marks the venue retired on the artist’s bookings when the organizer deletes theirs', async () => {
    await deleteAccount(f.organizer)
    const bookings = await bookingsOf(f.artist)
    expect(bookings).toMatchObject([
      // The gig's own venue text stays readable beside the mark.
      {
        id: c.past.id,
        gig: { venueRetired: true, venue: c.venue.name },
        artist: { retired: false },
      },
      { id: c.upcoming.id, gig: { venueRetired: true } },
    ])
    const thread = await market.thread(f.artist.token, idOf(c.upcoming.application))
    expect(thread.body.data).toMatchObject([
      { text: 'Saat kaçta?', authorRetired: false, mine: true },
      { text: 'Dokuzda.', authorRetired: true, authorName: '' },
    ])
    const artistReviews = await reviewApi.ofArtist(f.artist.profile.slug!)
    expect(artistReviews.body.data).toMatchObject([
      { text: 'Çok iyi çaldılar.', author: { retired: true, name: '', slug: null } },
    ])
  })
})
