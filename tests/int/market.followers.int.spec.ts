import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { runQueuedJobs } from '../helpers/jobs'
import { cleanupMarket, makeGig, type MarketFixture, seedMarket } from '../helpers/market'
import { market } from '../helpers/marketApi'
import { getTestPayload } from '../helpers/payload'

const FOLLOWERS = 25
const DOMAIN = '@followers.example.com'

let payload: Payload
let f: MarketFixture
const fans: number[] = []

beforeAll(async () => {
  payload = await getTestPayload()
  f = await seedMarket(payload)
  for (let i = 0; i < FOLLOWERS; i++) {
    const fan = await payload.create({
      collection: 'users',
      data: {
        email: `fan${i}-${Date.now()}${DOMAIN}`,
        password: 'Passw0rdTest',
        fullname: `Fan ${i}`,
        role: 'fan',
      },
    })
    fans.push(fan.id)
    await payload.create({
      collection: 'follows',
      data: { follower: fan.id, artist: f.artist.profile.id },
    })
  }
})

afterAll(async () => {
  await payload.delete({ collection: 'notifications', where: { user: { in: fans } } })
  await payload.delete({ collection: 'follows', where: { follower: { in: fans } } })
  await payload.delete({ collection: 'users', where: { id: { in: fans } } })
  await cleanupMarket(payload, f)
})

const followerNotices = () =>
  payload.count({
    collection: 'notifications',
    where: { and: [{ user: { in: fans } }, { type: { equals: 'artistBooked' } }] },
  })

describe('an accept of an artist with many followers', () => {
  it('tells the followers through the jobs queue, not during the request', async () => {
    const gig = await makeGig(payload, f.organizer.user, { title: 'Kalabalık Gece' })
    const app = (await market.apply(f.artist.token, gig.id)).body.data as { id: number }
    expect((await market.answer(f.organizer.token, app.id, 'accept')).status).toBe(200)
    expect((await followerNotices()).totalDocs).toBe(0)
    // The parties themselves still hear it at once.
    const artist = await payload.count({
      collection: 'notifications',
      where: { and: [{ user: { equals: f.artist.user.id } }, { type: { equals: 'accepted' } }] },
    })
    expect(artist.totalDocs).toBe(1)
    await runQueuedJobs(payload)
    expect((await followerNotices()).totalDocs).toBe(FOLLOWERS)
    const { docs } = await payload.find({
      collection: 'notifications',
      where: { user: { equals: fans[0] } },
    })
    expect(docs).toMatchObject([
      { type: 'artistBooked', values: { gig: 'Kalabalık Gece', name: f.artist.profile.name } },
    ])
  })
})
