import { revalidateTag } from 'next/cache'
import type { Payload } from 'payload'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import * as myBookingsRoute from '../../src/app/api/me/bookings/route'
import {
  ARTISTS_TAG,
  GIGS_TAG,
  postCommentsTag,
  postTag,
  REVIEWS_TAG,
  VENUES_TAG,
} from '../../src/lib/cacheTags'
import { findArtist } from '../../src/server/profiles/artists/findArtist'
import { apiRequest, readBody } from '../helpers/api'
import { idOf } from '../../src/lib/idOf'
import { connect, countOf, type Connected } from '../helpers/connected'
import { runQueuedJobs } from '../helpers/jobs'
import { cleanupMarket, type MarketActor, type MarketFixture, seedMarket } from '../helpers/market'
import { market } from '../helpers/marketApi'
import { getTestPayload } from '../helpers/payload'
import { cleanupPosts, createPost } from '../helpers/posts'
import { reviews as reviewApi } from '../helpers/reviews'

// Records what the hooks expire (outside a Next.js request the real one would throw).
vi.mock('next/cache', async (actual) =>
  (await import('../helpers/recordedCache')).recordedNextCache(actual),
)
const expired = () => vi.mocked(revalidateTag).mock.calls.map(([tag]) => tag)

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
  vi.mocked(revalidateTag).mockReset()
})
afterEach(async () => {
  await payload.delete({ collection: 'reviews', where: { booking: { in: [c.past.id] } } })
  await payload.delete({ collection: 'follows', where: { follower: { equals: f.fan.user.id } } })
  await payload.delete({ collection: 'venues', where: { id: { equals: c.venue.id } } })
  await cleanupMarket(payload, f)
})

/** Deletes `actor`'s account as an admin does, through the Local API with the admin's access. */
const deleteAccount = (actor: MarketActor) =>
  payload.delete({
    collection: 'users',
    id: actor.user.id,
    overrideAccess: false,
    user: f.admin.user,
  })

const myBookings = async (actor: MarketActor) => {
  const res = await myBookingsRoute.GET(
    apiRequest('/api/me/bookings', { token: actor.token }),
    undefined,
  )
  return { status: res.status, body: await readBody(res) }
}

describe('deleting an artist account', () => {
  it('keeps the venue its bookings, threads and reviews; removes what was only the artist’s', async () => {
    const slug = f.artist.profile.slug!
    await deleteAccount(f.artist)

    const profile = await payload.findByID({ collection: 'artists', id: f.artist.profile.id })
    expect(profile).toMatchObject({ user: null, isPublic: false, name: f.artist.profile.name })
    expect(await findArtist(payload, slug, 'tr')).toBeNull()
    expect(await countOf(payload, 'follows', { artist: { equals: f.artist.profile.id } })).toBe(0)
    expect(
      await countOf(payload, 'city-requests', { artist: { equals: f.artist.profile.id } }),
    ).toBe(0)
    expect(await countOf(payload, 'notifications', { user: { equals: f.artist.user.id } })).toBe(0)
    // The other artist the fan follows is untouched.
    expect(await countOf(payload, 'follows', { follower: { equals: f.fan.user.id } })).toBe(1)

    const { status, body } = await myBookings(f.organizer)
    expect(status).toBe(200)
    expect(body.data).toMatchObject([
      // The retired profile is no longer public: the card shows no name, only that it was booked.
      { id: c.past.id, state: 'completed', artist: { id: f.artist.profile.id } },
      {
        id: c.upcoming.id,
        state: 'cancelled',
        cancelledFor: 'accountDeleted',
        cancelReason: null,
      },
    ])
    const thread = await market.thread(f.organizer.token, idOf(c.upcoming.application))
    expect(thread.status).toBe(200)
    expect(thread.body.data).toHaveLength(2)
    const venueReviews = await reviewApi.ofVenue(c.venue.slug!)
    expect(venueReviews.status).toBe(200)
    expect(JSON.stringify(venueReviews.body)).toContain('Ses harikaydı.')

    const pending = await payload.findByID({ collection: 'applications', id: c.pending })
    expect(pending).toMatchObject({ state: 'withdrawn', artistUser: null })
    // The gig the booking was for opens again for other artists.
    expect((await payload.findByID({ collection: 'gigs', id: idOf(c.upcoming.gig) })).status).toBe(
      'open',
    )

    // The other parties hear it through the queue.
    expect(
      await countOf(payload, 'notifications', {
        type: { equals: 'bookingCancelled' },
        user: { equals: f.organizer.user.id },
      }),
    ).toBe(0)
    await runQueuedJobs(payload)
    expect(
      await countOf(payload, 'notifications', {
        type: { equals: 'bookingCancelled' },
        user: { equals: f.organizer.user.id },
      }),
    ).toBe(1)
    expect(
      await countOf(payload, 'notifications', {
        type: { equals: 'withdrawn' },
        user: { equals: f.otherOrganizer.user.id },
      }),
    ).toBe(1)
    expect(expired()).toEqual(expect.arrayContaining([ARTISTS_TAG]))
  })

  it('deletes a profile nobody applied with, follows and city requests with it', async () => {
    await deleteAccount(f.otherArtist)
    expect(await countOf(payload, 'artists', { id: { equals: f.otherArtist.profile.id } })).toBe(0)
    expect(await countOf(payload, 'follows', { follower: { equals: f.fan.user.id } })).toBe(1)
  })
})

describe('deleting an organizer account', () => {
  it('keeps the artist its bookings and the review it got; cancels upcoming gigs, deletes empty ones', async () => {
    await deleteAccount(f.organizer)

    expect(await countOf(payload, 'venues', { id: { equals: c.venue.id } })).toBe(0)
    expect(await countOf(payload, 'gigs', { id: { equals: c.emptyGig.id } })).toBe(0)
    expect(await countOf(payload, 'goings', { gig: { equals: c.emptyGig.id } })).toBe(0)
    const upcomingGig = await payload.findByID({ collection: 'gigs', id: idOf(c.upcoming.gig) })
    expect(upcomingGig).toMatchObject({ status: 'cancelled', organizer: null, venueProfile: null })
    const pastGig = await payload.findByID({ collection: 'gigs', id: idOf(c.past.gig) })
    expect(pastGig).toMatchObject({ status: 'filled', organizer: null })

    const { status, body } = await myBookings(f.artist)
    expect(status).toBe(200)
    expect(body.data).toMatchObject([
      { id: c.past.id, state: 'completed', gig: { venue: c.venue.name } },
      { id: c.upcoming.id, state: 'cancelled' },
    ])
    const thread = await market.thread(f.artist.token, idOf(c.upcoming.application))
    expect(thread.status).toBe(200)
    const artistReviews = await reviewApi.ofArtist(f.artist.profile.slug!)
    expect(artistReviews.status).toBe(200)
    expect(JSON.stringify(artistReviews.body)).toContain('Çok iyi çaldılar.')
    const review = await payload.findByID({ collection: 'reviews', id: c.reviews.ofArtist.id })
    expect(review.author).toBeNull()

    await runQueuedJobs(payload)
    expect(
      await countOf(payload, 'notifications', {
        type: { equals: 'bookingCancelled' },
        user: { equals: f.artist.user.id },
      }),
    ).toBe(1)
    // The fan going to the cancelled show hears it from the gig's own job.
    expect(
      await countOf(payload, 'notifications', {
        type: { equals: 'showCancelled' },
        user: { equals: f.fan.user.id },
      }),
    ).toBe(1)
    expect(expired()).toEqual(expect.arrayContaining([VENUES_TAG, GIGS_TAG]))
  })
})

describe('deleting a fan account', () => {
  it('takes their follows, going marks, city requests and notices, and recounts the followers', async () => {
    await deleteAccount(f.fan)
    const fan = { equals: f.fan.user.id }
    expect(await countOf(payload, 'follows', { follower: fan })).toBe(0)
    expect(await countOf(payload, 'goings', { user: fan })).toBe(0)
    expect(await countOf(payload, 'city-requests', { fan })).toBe(0)
    expect(await countOf(payload, 'notifications', { user: fan })).toBe(0)
    const artist = await payload.findByID({ collection: 'artists', id: f.artist.profile.id })
    expect(artist.followerCount).toBe(0)
    expect(expired()).toEqual(expect.arrayContaining([ARTISTS_TAG]))
  })
})

describe('what a deleted account leaves on the public pages', () => {
  it('expires, at the commit, the comment lists and pages of the posts it commented on and every review list', async () => {
    const post = await createPost(payload, { title: 'Silinen yorumcu yazısı' })
    try {
      await payload.create({
        collection: 'comments',
        data: {
          post: post.id,
          text: 'Harika bir yazı olmuş.',
          author: f.fan.user.id,
          status: 'approved',
        },
        // Written by the signed-in fan, as the site's comment form does.
        user: f.fan.user,
      })
      vi.mocked(revalidateTag).mockReset()
      await deleteAccount(f.fan)
      expect(expired()).toEqual(
        expect.arrayContaining([postCommentsTag(post.id), postTag(post.slug!)]),
      )
      // The fan wrote no review: the review lists stay.
      expect(expired()).not.toContain(REVIEWS_TAG)

      vi.mocked(revalidateTag).mockReset()
      await deleteAccount(f.organizer)
      expect(expired()).toEqual(expect.arrayContaining([REVIEWS_TAG]))
    } finally {
      await payload.delete({ collection: 'comments', where: { post: { equals: post.id } } })
      await cleanupPosts(payload, [post])
    }
  })
})
