import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as artistRoute from '../../src/app/api/artists/[slug]/route'
import { issueSessionToken } from '../../src/server/people/auth/issueSessionToken'
import { apiRequest, params, readBody } from '../helpers/api'
import {
  cleanupFanRecords,
  cleanupMarket,
  makeGig,
  type MarketFixture,
  seedMarket,
} from '../helpers/market'
import { market } from '../helpers/marketApi'
import { getTestPayload } from '../helpers/payload'
import { bookedGig, shows } from '../helpers/shows'

let payload: Payload
let f: MarketFixture
const fans: { id: number; token: string }[] = []
const DAY = 24 * 60 * 60 * 1000

beforeAll(async () => {
  payload = await getTestPayload()
  f = await seedMarket(payload)
  process.env.RATE_LIMIT_GOING = '1000/60'
  process.env.RATE_LIMIT_CITY_REQUESTS = '1000/60'
  // Three fans in Sivas and one in Van follow the artist.
  for (const city of ['sivas', 'sivas', 'sivas', 'van'] as const) {
    const user = await payload.create({
      collection: 'users',
      data: {
        email: `draw-${fans.length}-${Date.now()}@draw.example.com`,
        password: 'Passw0rdTest',
        fullname: 'Draw fan',
        role: 'fan',
        city,
      },
    })
    await payload.create({
      collection: 'follows',
      data: { follower: user.id, artist: f.artist.profile.id },
    })
    fans.push({ id: user.id, token: await issueSessionToken(payload, user) })
  }
})
afterAll(async () => {
  const ids = fans.map((fan) => fan.id)
  await cleanupFanRecords(payload, ids)
  await payload.delete({ collection: 'follows', where: { follower: { in: ids } } })
  await payload.delete({ collection: 'users', where: { id: { in: ids } } })
  await cleanupMarket(payload, f)
})

describe('proof of draw for venues', () => {
  it('each application a venue sees carries followersInCity and pastGoing', async () => {
    // A past show of the artist with two going marks (moved into the past after the marks).
    const past = await bookedGig(payload, f, { city: 'van' })
    await shows.going(fans[0].token, past.id)
    await shows.going(fans[3].token, past.id)
    const monthAgo = new Date(Date.now() - 30 * DAY).toISOString()
    await payload.db.drizzle.execute(sql`UPDATE gigs SET date = ${monthAgo} WHERE id = ${past.id}`)
    // A show older than a year does not count.
    const old = await bookedGig(payload, f, { city: 'van' })
    await shows.going(fans[1].token, old.id)
    const longAgo = new Date(Date.now() - 400 * DAY).toISOString()
    await payload.db.drizzle.execute(sql`UPDATE gigs SET date = ${longAgo} WHERE id = ${old.id}`)

    const gig = await makeGig(payload, f.organizer.user, { city: 'sivas' })
    expect((await market.apply(f.artist.token, gig.id)).status).toBe(201)
    const seen = await market.gigApplications(f.organizer.token, gig.id)
    expect(seen.body.data).toMatchObject([
      { artist: { slug: f.artist.profile.slug, followersInCity: 3, pastGoing: 2 } },
    ])
    const invite = await makeGig(payload, f.organizer.user, { city: 'van' })
    expect((await market.invite(f.organizer.token, f.artist.profile.slug!, invite.id)).status).toBe(
      201,
    )
    const invited = await market.gigApplications(f.organizer.token, invite.id)
    expect(invited.body.data).toMatchObject([{ artist: { followersInCity: 1, pastGoing: 2 } }])
  })
})

describe('play my city', () => {
  const readArtist = async () => {
    const slug = f.artist.profile.slug!
    const res = await artistRoute.GET(apiRequest(`/api/artists/${slug}`), params({ slug }))
    return (await readBody(res)).data as { cityRequests: { city: string; count: number }[] }
  }

  it('takes one request per fan and city from followers, and counts them per city', async () => {
    const slug = f.artist.profile.slug!
    expect((await shows.ask(fans[0].token, slug, { city: 'sivas' })).status).toBe(201)
    const again = await shows.ask(fans[0].token, slug, { city: 'sivas' })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('You have already asked for this city.')
    const both = await Promise.all([
      shows.ask(fans[1].token, slug, { city: 'sivas' }),
      shows.ask(fans[1].token, slug, { city: 'sivas' }),
    ])
    expect(both.map((a) => a.status).sort()).toEqual([201, 409])
    expect((await shows.ask(fans[3].token, slug, { city: 'van' })).status).toBe(201)
    const stranger = await shows.ask(f.fan.token, slug, { city: 'van' })
    expect(stranger.status).toBe(403)
    expect((await shows.ask(fans[2].token, slug, { city: 'paris' })).status).toBe(400)
    expect((await shows.ask(fans[2].token, 'no-such-artist', { city: 'van' })).status).toBe(404)
    expect((await readArtist()).cityRequests).toEqual([
      { city: 'sivas', cityName: 'Sivas', count: 2 },
      { city: 'van', cityName: 'Van', count: 1 },
    ])
  })
})
