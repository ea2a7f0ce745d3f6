import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as artistRoute from '../../src/app/api/artists/[slug]/route'
import * as artistsRoute from '../../src/app/api/artists/route'
import * as venueRoute from '../../src/app/api/venues/[slug]/route'
import * as venuesRoute from '../../src/app/api/venues/route'
import type { Gig, User } from '../../src/payload-types'
import { params } from '../helpers/api'
import { getTestPayload } from '../helpers/payload'
import { call, cleanupProfileUsers, seedProfileUsers, type ProfileUsers } from '../helpers/profiles'

let payload: Payload
let users: ProfileUsers
let gigs: Gig[] = []
let hiddenOwner: User
const tag = `t${Date.now().toString(36)}`

beforeAll(async () => {
  payload = await getTestPayload()
  users = await seedProfileUsers(payload)
  const artist = (user: keyof ProfileUsers, data: Record<string, unknown>) =>
    payload.create({ collection: 'artists', data: { user: users[user].user.id, ...data } })
  await artist('artist', {
    name: `İlkay Işık ${tag}`,
    city: 'istanbul',
    genres: ['rock', 'indie'],
    actType: 'band',
  })
  await artist('artist2', { name: `Ozan ${tag}`, city: 'izmir', genres: ['jazz'], actType: 'solo' })
  // A profile without a city is not public.
  hiddenOwner = await payload.create({
    collection: 'users',
    data: {
      email: `hidden-${tag}@test.example.com`,
      password: 'Passw0rdTest',
      fullname: 'H',
      role: 'artist',
    },
  })
  await payload.create({
    collection: 'artists',
    data: { user: hiddenOwner.id, name: `Gizli ${tag}`, genres: ['rock'] },
  })
  const venue = await payload.create({
    collection: 'venues',
    data: { user: users.organizer.user.id, name: `Sahne ${tag}`, city: 'ankara', genres: ['rock'] },
  })
  const gig = (title: string, date: string, status: Gig['status'] = 'open') =>
    payload.create({
      collection: 'gigs',
      data: { title, date, city: 'ankara', venue: 'Sahne', venueProfile: venue.id, status },
    })
  gigs = [
    await gig('Later', '2031-05-01T19:00:00.000Z'),
    await gig('Sooner', '2031-03-01T19:00:00.000Z'),
    await gig('Past', '2020-03-01T19:00:00.000Z'),
    await gig('Cancelled', '2031-04-01T19:00:00.000Z', 'cancelled'),
  ]
})

afterAll(async () => {
  await payload.delete({ collection: 'gigs', where: { id: { in: gigs.map((g) => g.id) } } })
  await payload.delete({ collection: 'artists', where: { user: { equals: hiddenOwner.id } } })
  await payload.delete({ collection: 'users', id: hiddenOwner.id })
  await cleanupProfileUsers(payload, users)
})

const listArtists = (query: string) =>
  call(artistsRoute.GET, `/api/artists?q=${encodeURIComponent(tag)}&${query}`)
const names = (body: { data?: unknown }) => (body.data as { name: string }[]).map((a) => a.name)

describe('GET /api/artists', () => {
  it('filters by city whatever the case or Turkish letters of the input', async () => {
    for (const city of ['ISTANBUL', 'istanbul', 'İstanbul'])
      expect(names((await listArtists(`city=${encodeURIComponent(city)}`)).body)).toEqual([
        `İlkay Işık ${tag}`,
      ])
    expect(names((await listArtists('city=izmir')).body)).toEqual([`Ozan ${tag}`])
    expect(names((await listArtists('city=%C4%B0ZM%C4%B0R')).body)).toEqual([`Ozan ${tag}`])
  })

  it('searches names Turkish-insensitively', async () => {
    for (const q of ['ilkay isik', 'İLKAY IŞIK', 'Işık', 'ilkay'])
      expect(
        names(
          (await call(artistsRoute.GET, `/api/artists?q=${encodeURIComponent(`${q} ${tag}`)}`))
            .body,
        ),
      ).toEqual([`İlkay Işık ${tag}`])
  })

  it('filters by genre and act type, and paginates', async () => {
    expect(names((await listArtists('genre=jazz')).body)).toEqual([`Ozan ${tag}`])
    expect(names((await listArtists('actType=band')).body)).toEqual([`İlkay Işık ${tag}`])
    const page = await listArtists('limit=1&page=2')
    expect(page.body.data).toHaveLength(1)
    expect(page.body.pagination).toEqual({ page: 2, limit: 1, total: 2, pages: 2 })
    expect((await listArtists('limit=500')).body.pagination).toMatchObject({ limit: 50 })
  })

  it('lists the promised fields, never an account or an email, and no private profile', async () => {
    const { body } = await listArtists('')
    expect(names(body)).not.toContain(`Gizli ${tag}`)
    const item = (body.data as Record<string, unknown>[])[0]!
    expect(Object.keys(item)).toEqual(
      expect.arrayContaining(['slug', 'name', 'city', 'genres', 'photo', 'followerCount']),
    )
    expect(item).not.toHaveProperty('user')
    expect(JSON.stringify(body)).not.toContain('@')
  })

  it('answers 404 for a private or unknown artist', async () => {
    const hidden = await payload.find({
      collection: 'artists',
      where: { name: { equals: `Gizli ${tag}` } },
    })
    const slug = hidden.docs[0]!.slug!
    expect((await call(artistRoute.GET, `/api/artists/${slug}`, {}, params({ slug }))).status).toBe(
      404,
    )
    const found = await call(
      artistRoute.GET,
      '/api/artists/x',
      {},
      params({ slug: `ilkay-isik-${tag}` }),
    )
    expect(found.status).toBe(200)
    expect(found.body.data).toMatchObject({ name: `İlkay Işık ${tag}`, cityName: 'İstanbul' })
  })
})

describe('GET /api/venues', () => {
  it('filters venues by city and genre', async () => {
    const { body } = await call(venuesRoute.GET, `/api/venues?q=${tag}&city=ANKARA&genre=rock`)
    expect(names(body)).toEqual([`Sahne ${tag}`])
    const none = await call(venuesRoute.GET, `/api/venues?q=${tag}&city=izmir`)
    expect(none.body.data).toEqual([])
  })

  it('shows a venue with its upcoming open gigs, soonest first', async () => {
    const slug = `sahne-${tag}`
    const { status, body } = await call(venueRoute.GET, `/api/venues/${slug}`, {}, params({ slug }))
    expect(status).toBe(200)
    const data = body.data as { upcomingGigs: { title: string }[] }
    expect(data.upcomingGigs.map((g) => g.title)).toEqual(['Sooner', 'Later'])
    expect(JSON.stringify(body)).not.toContain('@')
  })
})
