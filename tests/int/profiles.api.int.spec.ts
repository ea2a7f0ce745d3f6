import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import * as profileRoute from '../../src/app/api/profile/route'
import { resetRateLimits } from '../../src/server/platform/rateLimits'
import { as } from '../helpers/users'
import { getTestPayload } from '../helpers/payload'
import { call, cleanupProfileUsers, seedProfileUsers, type ProfileUsers } from '../helpers/profiles'

let payload: Payload
let users: ProfileUsers

beforeAll(async () => {
  payload = await getTestPayload()
  users = await seedProfileUsers(payload)
})
afterAll(() => cleanupProfileUsers(payload, users))
beforeEach(() => resetRateLimits())

const put = (token: string, body: unknown, query = '') =>
  call(profileRoute.PUT, `/api/profile${query}`, { method: 'PUT', token, body })
const get = (token?: string) => call(profileRoute.GET, '/api/profile', { token })

describe('PUT /api/profile for artists', () => {
  it('creates the artist profile on the first save, both bios at once, answering with its slug', async () => {
    const { status, body } = await put(users.artist.token, {
      name: 'Işıl Ilgaz',
      city: 'istanbul',
      genres: ['jazz', 'blues'],
      actType: 'duo',
      bio_tr: 'Caz ikilisi.',
      bio_en: 'A jazz duo.',
      links: { instagram: 'https://www.instagram.com/isililgaz' },
    })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({
      kind: 'artist',
      slug: 'isil-ilgaz',
      name: 'Işıl Ilgaz',
      city: 'istanbul',
      cityName: 'İstanbul',
      genres: ['jazz', 'blues'],
      actType: 'duo',
      bio_tr: 'Caz ikilisi.',
      bio_en: 'A jazz duo.',
      links: { instagram: 'https://www.instagram.com/isililgaz' },
      isPublic: true,
    })
    const again = await get(users.artist.token)
    expect(again.body.data).toMatchObject({ slug: 'isil-ilgaz', bio_en: 'A jazz duo.' })
  })

  it('changes only the fields sent', async () => {
    const { body } = await put(users.artist.token, { bio_en: 'Jazz, mostly.' })
    expect(body.data).toMatchObject({
      name: 'Işıl Ilgaz',
      bio_tr: 'Caz ikilisi.',
      bio_en: 'Jazz, mostly.',
    })
  })

  it('refuses an unknown city or genre with a field message in the request language', async () => {
    const city = await put(users.artist.token, { city: 'atlantis' }, '?locale=tr')
    expect(city.status).toBe(400)
    expect(city.body.message).toBe("Türkiye'nin illerinden birini seçin.")
    const genre = await put(users.artist.token, { genres: ['polka'] }, '?locale=en')
    expect(genre.status).toBe(400)
    expect(genre.body.message).toBe('Choose genres from the list.')
    const link = await put(users.artist.token, { links: { spotify: 'http://evil.example' } })
    expect(link.status).toBe(400)
    expect(link.body.message).toBe('Enter an https address on spotify.com.')
  })

  it('keeps a profile without a city private', async () => {
    const { body } = await put(users.artist2.token, { name: 'Yarım Profil' })
    expect(body.data).toMatchObject({ isPublic: false })
  })
})

describe('PUT /api/profile for organizers', () => {
  it('creates the venue profile on the first save', async () => {
    const { status, body } = await put(users.organizer.token, {
      name: 'Kadıköy Avlu',
      city: 'istanbul',
      address: 'Moda Cad. 1',
      capacity: 250,
      genres: ['rock'],
      description_tr: 'Bahçeli sahne.',
      description_en: 'A garden stage.',
      links: { website: 'https://avlu.example.com' },
    })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({
      kind: 'venue',
      slug: 'kadikoy-avlu',
      capacity: 250,
      description_en: 'A garden stage.',
      links: { website: 'https://avlu.example.com' },
    })
  })

  it('refuses a capacity that is not a positive whole number', async () => {
    const { status, body } = await put(users.organizer.token, { capacity: -3 })
    expect(status).toBe(400)
    expect(body.message).toBe('Capacity must be a whole number between 1 and 100000.')
  })
})

describe('who may edit which profile', () => {
  it('refuses fans and admins a profile of their own, and visitors', async () => {
    expect((await put(users.fan.token, { name: 'Fan' })).status).toBe(403)
    expect((await put(users.admin.token, { name: 'Admin' })).status).toBe(403)
    const visitor = await call(profileRoute.PUT, '/api/profile', { method: 'PUT', body: {} })
    expect(visitor.status).toBe(401)
    expect(
      await payload.count({ collection: 'artists', where: { name: { equals: 'Fan' } } }),
    ).toMatchObject({ totalDocs: 0 })
  })

  it('refuses an organizer editing another organizer’s venue, even through the Local API', async () => {
    const { docs } = await payload.find({
      collection: 'venues',
      where: { user: { equals: users.organizer.user.id } },
    })
    await expect(
      payload.update({
        collection: 'venues',
        id: docs[0]!.id,
        data: { name: 'Taken over' },
        ...as(users.organizer2.user),
      }),
    ).rejects.toThrow()
    const after = await payload.findByID({ collection: 'venues', id: docs[0]!.id })
    expect(after.name).toBe('Kadıköy Avlu')
  })

  it('refuses an artist creating a venue profile and a fan creating an artist profile', async () => {
    await expect(
      payload.create({
        collection: 'venues',
        data: { user: users.artist.user.id, name: 'Not mine', city: 'izmir' },
        ...as(users.artist.user),
      }),
    ).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'artists',
        data: { user: users.fan.user.id, name: 'Fan band', city: 'izmir' },
        ...as(users.fan.user),
      }),
    ).rejects.toThrow()
  })

  it('never answers with an email address', async () => {
    const { body } = await get(users.organizer.token)
    expect(JSON.stringify(body)).not.toContain('@')
  })
})
