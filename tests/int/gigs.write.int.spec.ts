import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { resetRateLimits } from '../../src/server/platform/rateLimits'
import {
  cleanupGigActors,
  daysFromNow,
  deleteGig,
  gigBody,
  type GigActors,
  postGig,
  putGig,
  seedGigActors,
} from '../helpers/gigs'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
let actors: GigActors

beforeAll(async () => {
  payload = await getTestPayload()
  actors = await seedGigActors(payload)
})
beforeEach(() => resetRateLimits())
afterAll(() => cleanupGigActors(payload, actors))

describe('POST /api/gigs', () => {
  it('lets an organizer post a gig (201) with every field the issue names', async () => {
    const { status, body } = await postGig(gigBody(), actors.organizer.token)
    expect(status).toBe(201)
    expect(body.data).toMatchObject({
      title: 'Test gecesi',
      city: 'İzmir',
      cityKey: 'izmir',
      venue: 'Test Sahnesi',
      genres: ['jazz'],
      slots: 2,
      status: 'open',
      fee: { type: 'fixed', amount: 500_000, min: null, max: null },
    })
    const stored = await payload.findByID({
      collection: 'gigs',
      id: (body.data as { id: number }).id,
    })
    expect(stored.organizer).toMatchObject({ id: actors.organizer.user.id })
  })

  it('takes city and venue from the organizer’s venue profile, and points at it', async () => {
    const venue = await payload.create({
      collection: 'venues',
      data: { user: actors.otherOrganizer.user.id, name: 'Profil Mekanı', city: 'ankara' },
    })
    const { status, body } = await postGig(
      gigBody({ city: undefined, venue: undefined }),
      actors.otherOrganizer.token,
    )
    expect(status).toBe(201)
    expect(body.data).toMatchObject({ cityKey: 'ankara', venue: 'Profil Mekanı' })
    const stored = await payload.findByID({
      collection: 'gigs',
      id: (body.data as { id: number }).id,
      depth: 0,
    })
    expect(stored.venueProfile).toBe(venue.id)
  })

  it.each(['artist', 'fan'] as const)('refuses a gig from a %s (403)', async (actor) => {
    const { status, body } = await postGig(gigBody(), actors[actor].token)
    expect(status).toBe(403)
    expect(body.message).toBe('Only venues and organizers can post gigs.')
  })

  it('answers 401 without a token', async () => {
    expect((await postGig(gigBody())).status).toBe(401)
  })

  it.each([
    [
      { date: daysFromNow(-1), deadline: null },
      'The start date must be in the future.',
      'Başlangıç tarihi gelecekte olmalı.',
    ],
    [
      { deadline: daysFromNow(40) },
      'The application deadline must be before the start.',
      'Son başvuru tarihi başlangıçtan önce olmalı.',
    ],
    [
      { city: 'gotham' },
      "Choose one of Turkey's provinces as the city.",
      "Şehir olarak Türkiye'nin illerinden birini seçin.",
    ],
    [{ genres: ['polka'] }, 'Choose genres from the list.', 'Türleri listeden seçin.'],
    [
      { fee: { type: 'range', min: 900_000, max: 300_000 } },
      "The fee range's minimum cannot be above its maximum.",
      'Ücret aralığının en az tutarı en çok tutarından büyük olamaz.',
    ],
    [
      { fee: { type: 'fixed', amount: 1_000_000_100 } },
      'Enter the fee as an amount in TRY between 0 and 10,000,000.',
      'Ücreti TRY cinsinden 0 ile 10.000.000 arasında bir tutar olarak girin.',
    ],
    [
      { slots: 0 },
      'The number of acts must be a whole number from 1 to 50.',
      'Sanatçı sayısı 1 ile 50 arasında bir tam sayı olmalı.',
    ],
    [{ title: '  ' }, 'Enter a title.', 'Bir başlık girin.'],
  ])('answers 400 for %j, in English and Turkish', async (overrides, english, turkish) => {
    const en = await postGig(gigBody(overrides), actors.organizer.token, '?locale=en')
    expect(en.status).toBe(400)
    expect(en.body.message).toBe(english)
    const tr = await postGig(gigBody(overrides), actors.organizer.token, '?locale=tr')
    expect(tr.status).toBe(400)
    expect(tr.body.message).toBe(turkish)
  })
})

describe('PUT and DELETE /api/gigs/{id}', () => {
  let gigId: number
  beforeAll(async () => {
    gigId = (
      (await postGig(gigBody({ title: 'Düzenlenecek' }), actors.organizer.token)).body.data as {
        id: number
      }
    ).id
  })

  it('lets the owner change fields (200) and keeps the others', async () => {
    const { status, body } = await putGig(
      gigId,
      { title: 'Düzenlendi', slots: 3 },
      actors.organizer.token,
    )
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ title: 'Düzenlendi', slots: 3, cityKey: 'izmir' })
  })

  it.each(['otherOrganizer', 'artist', 'fan'] as const)(
    'refuses a change from %s (403) and leaves the gig as it was',
    async (actor) => {
      const { status, body } = await putGig(gigId, { title: 'Ele geçirildi' }, actors[actor].token)
      expect(status).toBe(403)
      expect(body.message).toBe('Only the venue that posted this gig (or an admin) can change it.')
      expect((await deleteGig(gigId, actors[actor].token)).status).toBe(403)
      const stored = await payload.findByID({ collection: 'gigs', id: gigId })
      expect(stored.title).toBe('Düzenlendi')
      expect(stored.status).toBe('open')
    },
  )

  it('lets an admin change anyone’s gig', async () => {
    const { status } = await putGig(gigId, { slots: 4 }, actors.admin.token)
    expect(status).toBe(200)
  })

  it('checks the deadline against the stored start', async () => {
    const { status, body } = await putGig(
      gigId,
      { deadline: daysFromNow(31) },
      actors.organizer.token,
      '?locale=tr',
    )
    expect(status).toBe(400)
    expect(body.message).toBe('Son başvuru tarihi başlangıçtan önce olmalı.')
  })

  it('cancels on DELETE: status cancelled, the page stays readable', async () => {
    const { status, body } = await deleteGig(gigId, actors.organizer.token)
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ id: gigId, status: 'cancelled' })
    expect(await payload.findByID({ collection: 'gigs', id: gigId })).toMatchObject({
      status: 'cancelled',
    })
  })

  it('answers 404 for an unknown gig', async () => {
    expect((await putGig(987654321, { title: 'x' }, actors.organizer.token)).status).toBe(404)
    expect((await deleteGig('abc', actors.organizer.token)).status).toBe(404)
  })

  it('does not open a gig that has started again', async () => {
    const past = await payload.create({
      collection: 'gigs',
      data: {
        title: 'Geçmiş gig',
        date: daysFromNow(-3),
        city: 'izmir',
        status: 'cancelled',
        organizer: actors.organizer.user.id,
      },
    })
    const { status, body } = await putGig(past.id, { status: 'open' }, actors.organizer.token)
    expect(status).toBe(400)
    expect(body.message).toBe('A gig in the past cannot be opened again.')
    const moved = await putGig(past.id, { date: daysFromNow(-1) }, actors.organizer.token)
    expect(moved.status).toBe(400)
  })
})
