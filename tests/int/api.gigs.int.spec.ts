import sharp from 'sharp'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import * as gigRoute from '../../src/app/api/gigs/[id]/route'
import * as gigsRoute from '../../src/app/api/gigs/route'
import type { Gig, Media } from '../../src/payload-types'
import { apiRequest, params, readBody } from '../helpers/api'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
let media: Media
let gigs: Gig[]

type PublicGig = { id: number; title: string; image: string | null; date: string }

beforeAll(async () => {
  payload = await getTestPayload()
  const png = await sharp({
    create: { width: 4, height: 4, channels: 3, background: '#c0392b' },
  })
    .png()
    .toBuffer()
  media = await payload.create({
    collection: 'media',
    data: { alt: 'Afiş' },
    file: { data: png, mimetype: 'image/png', name: `gig-${Date.now()}.png`, size: png.length },
  })
  const gig = (title: string, date: string, extra: Partial<Gig> = {}) =>
    payload.create({
      collection: 'gigs',
      data: { title, date, city: 'istanbul', venue: 'Salon', ...extra },
    })
  gigs = [
    await gig('Yaz konseri', '2031-07-01T19:00:00.000Z', {
      image: media.id,
      shortDescription: 'Açık hava',
      description: 'Uzun açıklama',
    }),
    await gig('Bahar konseri', '2031-04-01T19:00:00.000Z', {
      imageUrl: 'https://example.com/bahar.jpg',
    }),
    await gig('Kış konseri', '2031-01-01T19:00:00.000Z', { image: media.id }),
    await gig('Sonbahar konseri', '2031-10-01T19:00:00.000Z'),
  ]
})

afterAll(async () => {
  await payload.delete({ collection: 'gigs', where: { id: { in: gigs.map((g) => g.id) } } })
  await payload.delete({ collection: 'media', id: media.id })
})

describe('GET /api/gigs', () => {
  it('lists gigs by date with their image, in one query for all images', async () => {
    const find = vi.spyOn(payload, 'find')
    const response = await gigsRoute.GET(apiRequest('/api/gigs'), undefined)
    const mediaQueries = find.mock.calls.filter(([options]) => options.collection === 'media')
    find.mockRestore()
    expect(response.status).toBe(200)
    const body = await readBody(response)
    expect(body.success).toBe(true)
    const ours = (body.data as PublicGig[]).filter((g) => gigs.some((x) => x.id === g.id))
    expect(ours.map((g) => g.title)).toEqual([
      'Kış konseri',
      'Bahar konseri',
      'Yaz konseri',
      'Sonbahar konseri',
    ])
    expect(ours.map((g) => g.image)).toEqual([
      media.url,
      'https://example.com/bahar.jpg',
      media.url,
      null,
    ])
    expect(media.url).toEqual(expect.stringContaining(media.filename!))
    expect(mediaQueries).toHaveLength(1)
  })

  it('answers in the spec shape plus the market fields, without organizer or timestamps', async () => {
    const body = await readBody(await gigsRoute.GET(apiRequest('/api/gigs'), undefined))
    const summer = (body.data as PublicGig[]).find((g) => g.id === gigs[0].id)
    expect(summer).toEqual({
      id: gigs[0].id,
      title: 'Yaz konseri',
      image: media.url,
      // what the pages show (own picture, else the venue's photo, else the genre's).
      picture: media.url,
      shortDescription: 'Açık hava',
      description: 'Uzun açıklama',
      date: '2031-07-01T19:00:00.000Z',
      city: 'İstanbul',
      cityKey: 'istanbul',
      venue: 'Salon',
      venueSlug: null,
      genres: [],
      fee: null,
      slots: 1,
      // the slots no confirmed booking has taken.
      openSlots: 1,
      deadline: null,
      status: 'open',
      // where fans buy tickets, once the organizer adds it.
      ticketUrl: null,
    })
  })
})

describe('GET /api/gigs/{id}', () => {
  const getGig = (id: string, query = '') =>
    gigRoute.GET(apiRequest(`/api/gigs/${id}${query}`), params({ id }))

  it('answers one gig', async () => {
    const response = await getGig(String(gigs[1].id))
    expect(response.status).toBe(200)
    expect(await readBody(response)).toMatchObject({
      success: true,
      data: { id: gigs[1].id, title: 'Bahar konseri', image: 'https://example.com/bahar.jpg' },
    })
    const withMedia = await readBody(await getGig(String(gigs[0].id)))
    expect(withMedia.data).toMatchObject({ image: media.url })
  })

  it.each(['987654321', 'abc', '1.5', '-1', "1' OR '1'='1"])(
    'answers 404 JSON for the id %s',
    async (id) => {
      const response = await getGig(id)
      expect(response.status).toBe(404)
      expect(await readBody(response)).toEqual({ success: false, message: 'Gig bulunamadı.' })
    },
  )

  it('says it in English when asked', async () => {
    const response = await getGig('987654321', '?locale=en')
    expect((await readBody(response)).message).toBe('Gig not found.')
  })

  it('answers 405 JSON for other methods', async () => {
    const response = await gigRoute.POST()
    expect(response.status).toBe(405)
    expect(await readBody(response)).toMatchObject({ success: false })
  })
})
