import { revalidateTag } from 'next/cache'
import type { Payload } from 'payload'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { GIGS_TAG, SHOWS_TAG } from '../../src/lib/cacheTags'
import { idOf } from '../../src/lib/idOf'
import { connect, countOf, type Connected } from '../helpers/connected'
import { cleanupMarket, makeGig, type MarketFixture, seedMarket } from '../helpers/market'
import { getTestPayload } from '../helpers/payload'

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
  vi.mocked(revalidateTag).mockReset()
})
afterEach(async () => {
  await payload.delete({ collection: 'reviews', where: { booking: { in: [c.past.id] } } })
  await payload.delete({ collection: 'follows', where: { follower: { equals: f.fan.user.id } } })
  await payload.delete({ collection: 'venues', where: { id: { equals: c.venue.id } } })
  await cleanupMarket(payload, f)
})

describe('an admin deleting a gig', () => {
  it('takes its going marks, notices, applications, threads, bookings and reviews with it', async () => {
    const gig = idOf(c.past.gig)
    await payload.delete({ collection: 'gigs', id: gig, overrideAccess: false, user: f.admin.user })
    expect(await countOf(payload, 'gigs', { id: { equals: gig } })).toBe(0)
    expect(await countOf(payload, 'bookings', { gig: { equals: gig } })).toBe(0)
    expect(await countOf(payload, 'applications', { gig: { equals: gig } })).toBe(0)
    expect(await countOf(payload, 'reviews', { booking: { equals: c.past.id } })).toBe(0)
    // The other gigs keep theirs.
    expect(await countOf(payload, 'bookings', { id: { equals: c.upcoming.id } })).toBe(1)
    expect(await countOf(payload, 'goings', { gig: { equals: idOf(c.upcoming.gig) } })).toBe(1)
  })

  it('of a gig with going fans and a thread, removes them and expires the show reads', async () => {
    const gig = idOf(c.upcoming.gig)
    const application = idOf(c.upcoming.application)
    await payload.delete({ collection: 'gigs', id: gig, overrideAccess: false, user: f.admin.user })
    expect(await countOf(payload, 'goings', { gig: { equals: gig } })).toBe(0)
    expect(
      await countOf(payload, 'application-messages', { application: { equals: application } }),
    ).toBe(0)
    expect(await countOf(payload, 'notifications', { application: { equals: application } })).toBe(
      0,
    )
    expect(expired()).toEqual(expect.arrayContaining([GIGS_TAG, SHOWS_TAG]))
  })
})

describe('an organizer deleting their gig', () => {
  it('is refused with a 409 in the request’s language while it has bookings: cancel it instead', async () => {
    const gig = idOf(c.upcoming.gig)
    const attempt = payload.delete({
      collection: 'gigs',
      id: gig,
      overrideAccess: false,
      user: f.organizer.user,
    })
    await expect(attempt).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining('iptal edin'),
    })
    expect(await countOf(payload, 'gigs', { id: { equals: gig } })).toBe(1)
    expect(await countOf(payload, 'goings', { gig: { equals: gig } })).toBe(1)
  })

  it('deletes one without bookings, its going marks and applications with it', async () => {
    const gig = await makeGig(payload, f.organizer.user)
    await payload.create({ collection: 'goings', data: { user: f.fan.user.id, gig: gig.id } })
    await payload.create({
      collection: 'applications',
      data: {
        gig: gig.id,
        artist: f.otherArtist.profile.id,
        artistUser: f.otherArtist.user.id,
        organizer: f.organizer.user.id,
        kind: 'application',
        state: 'pending',
        message: 'Merhaba',
      },
    })
    await payload.delete({
      collection: 'gigs',
      id: gig.id,
      overrideAccess: false,
      user: f.organizer.user,
    })
    expect(await countOf(payload, 'gigs', { id: { equals: gig.id } })).toBe(0)
    expect(await countOf(payload, 'applications', { gig: { equals: gig.id } })).toBe(0)
  })
})

describe('an admin deleting an artist profile directly', () => {
  it('is refused with a 409 while venues keep its applications or bookings', async () => {
    const attempt = payload.delete({
      collection: 'artists',
      id: f.artist.profile.id,
      overrideAccess: false,
      user: f.admin.user,
    })
    await expect(attempt).rejects.toMatchObject({ status: 409 })
    expect(await countOf(payload, 'follows', { artist: { equals: f.artist.profile.id } })).toBe(1)
  })
})
