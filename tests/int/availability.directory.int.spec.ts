import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as artistRoute from '../../src/app/api/artists/[slug]/route'
import * as artistsRoute from '../../src/app/api/artists/route'
import { apiRequest, params, readBody } from '../helpers/api'
import { availability, eveningOf, istanbulDayFromNow } from '../helpers/availability'
import { cleanupMarket, makeGig, type MarketFixture, seedMarket } from '../helpers/market'
import { market } from '../helpers/marketApi'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
let f: MarketFixture
const day = (n: number) => istanbulDayFromNow(n)
const tag = `av${Date.now().toString(36)}`

beforeAll(async () => {
  payload = await getTestPayload()
  f = await seedMarket(payload)
  // Both artists share a searchable word, so the lists below hold only them.
  for (const actor of [f.artist, f.otherArtist])
    await payload.update({
      collection: 'artists',
      id: actor.profile.id,
      data: { name: `${actor.profile.name} ${tag}`, genres: ['jazz'] },
    })
  // The artist blocks days 20..22; the other artist is booked on day 21.
  await availability.replace(f.artist.token, {
    from: day(20),
    to: day(22),
    blocks: [{ from: day(20), to: day(22), note: 'gizli not' }],
  })
  const gig = await makeGig(payload, f.organizer.user, {
    date: eveningOf(day(21)),
    deadline: eveningOf(day(5)),
  })
  const app = (await market.apply(f.otherArtist.token, gig.id)).body.data as { id: number }
  await market.answer(f.organizer.token, app.id, 'accept')
})

afterAll(async () => {
  await payload.delete({
    collection: 'availability-blocks',
    where: { user: { in: [f.artist.user.id, f.otherArtist.user.id] } },
  })
  await cleanupMarket(payload, f)
})

const listed = async (query: string) => {
  const res = await artistsRoute.GET(apiRequest(`/api/artists?q=${tag}&${query}`), params({}))
  const body = await readBody(res)
  const artists = body.data as { slug: string }[]
  const { total } = body.pagination as { total: number }
  return { slugs: artists.map((a) => a.slug).sort(), total }
}

describe('GET /api/artists?availableOn', () => {
  it('lists only the artists free that day, with the other filters', async () => {
    const both = [f.artist.profile.slug, f.otherArtist.profile.slug].sort()
    expect((await listed('')).slugs).toEqual(both)
    expect((await listed(`availableOn=${day(19)}`)).slugs).toEqual(both)
    expect(await listed(`availableOn=${day(20)}`)).toEqual({
      slugs: [f.otherArtist.profile.slug],
      total: 1,
    })
    expect(await listed(`availableOn=${day(21)}`)).toEqual({ slugs: [], total: 0 })
    // A page past the end is empty but still says how many there are.
    expect(await listed(`availableOn=${day(19)}&limit=1&page=3`)).toEqual({ slugs: [], total: 2 })
    expect((await listed(`availableOn=${day(19)}&limit=1&page=2`)).slugs).toHaveLength(1)
    expect((await listed(`availableOn=${day(23)}&genre=jazz&city=istanbul`)).slugs).toEqual(both)
    expect((await listed(`availableOn=${day(23)}&city=izmir`)).slugs).toEqual([])
    // A day that is not YYYY-MM-DD filters nothing, like an unknown city.
    expect((await listed('availableOn=yarin')).slugs).toEqual(both)
  })

  it('frees the day again when the block goes', async () => {
    await availability.replace(f.artist.token, { from: day(20), to: day(20), blocks: [] })
    expect((await listed(`availableOn=${day(20)}`)).total).toBe(2)
  })
})

describe('GET /api/artists/{slug} busyDays', () => {
  it('holds the blocked and booked days of the next 90, never the note', async () => {
    const one = async (slug: string) => {
      const res = await artistRoute.GET(apiRequest(`/api/artists/${slug}`), params({ slug }))
      const body = await readBody(res)
      return { text: JSON.stringify(body), data: body.data as { busyDays: string[] } }
    }
    const blocked = await one(f.artist.profile.slug!)
    expect(blocked.data.busyDays).toEqual([day(21), day(22)])
    expect(blocked.text).not.toContain('gizli not')
    expect((await one(f.otherArtist.profile.slug!)).data.busyDays).toEqual([day(21)])
  })
})
