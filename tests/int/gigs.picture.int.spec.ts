import { existsSync } from 'node:fs'
import { revalidateTag } from 'next/cache'
import sharp from 'sharp'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import * as pictureRoute from '../../src/app/api/gigs/[id]/picture/route'
import { GIGS_TAG } from '../../src/lib/cacheTags'
import { genreImage } from '../../src/lib/market/genreImages'
import type { Gig } from '../../src/payload-types'
import { resetRateLimits } from '../../src/server/platform/rateLimits'
import { params, readBody } from '../helpers/api'
import { getGig, listGigsApi } from '../helpers/gigs'
import { cleanupMarket, makeGig, type MarketFixture, seedMarket } from '../helpers/market'
import { getTestPayload } from '../helpers/payload'

// Records what the hooks expire (outside a Next.js request the real one would throw).
vi.mock('next/cache', async (actual) =>
  (await import('../helpers/recordedCache')).recordedNextCache(actual),
)

let payload: Payload
let f: MarketFixture
let gig: Gig

beforeAll(async () => {
  payload = await getTestPayload()
  f = await seedMarket(payload)
  gig = await makeGig(payload, f.organizer.user, {
    genres: ['jazz'],
    date: '2041-03-01T18:00:00.000Z',
  })
})
beforeEach(() => {
  resetRateLimits()
  vi.mocked(revalidateTag).mockReset()
})
afterAll(async () => {
  const owners = Object.values(f).map((a) => a.user.id)
  await payload.delete({ collection: 'gigs', where: { organizer: { in: owners } } })
  await payload.delete({ collection: 'photos', where: { owner: { in: owners } } })
  await cleanupMarket(payload, f)
})

const png = () =>
  sharp({ create: { width: 80, height: 60, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer()

async function send(
  method: 'POST' | 'DELETE',
  token: string | null,
  id: number | string,
  bytes?: Buffer,
  locale = 'en',
) {
  const headers = new Headers(token ? { authorization: `Bearer ${token}` } : {})
  let body: FormData | undefined
  if (bytes) {
    body = new FormData()
    body.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'gig.png')
  }
  const request = new Request(`http://localhost/api/gigs/${id}/picture?locale=${locale}`, {
    method,
    headers,
    body,
  })
  const response = await pictureRoute[method](request, params({ id: String(id) }))
  return { status: response.status, body: await readBody(response) }
}

const photosOf = async (userId: number) =>
  (await payload.find({ collection: 'photos', where: { owner: { equals: userId } } })).docs

describe('POST /api/gigs/{id}/picture', () => {
  it('lets the organizer give the gig a picture that the gig, the list and the page answer', async () => {
    const { status, body } = await send('POST', f.organizer.token, gig.id, await png())
    expect(status).toBe(200)
    expect(body.message).toBe('Picture saved.')
    const saved = body.data as { image: string; picture: string }
    expect(saved.image).toMatch(/^\/api\/photos\/.+\.webp$/)
    expect(saved.picture).toBe(saved.image)
    const [photo] = await photosOf(f.organizer.user.id)
    const stored = await sharp(`media/photos/${photo!.filename}`).metadata()
    expect(stored.format).toBe('webp')

    expect((await getGig(gig.id)).data).toMatchObject({ image: saved.image, picture: saved.image })
    const listed = (await listGigsApi('?from=2041-03-01&to=2041-03-02')).data
    expect(listed.find((g) => g.id === gig.id)).toMatchObject({ picture: saved.image })
    // The gig's save expires every gig read (list, page, API) once committed.
    expect(vi.mocked(revalidateTag)).toHaveBeenCalledWith(GIGS_TAG, { expire: 0 })
  })

  it('replaces the picture and deletes the old one; DELETE falls back to the genre picture', async () => {
    const before = await photosOf(f.organizer.user.id)
    const { body } = await send('POST', f.organizer.token, gig.id, await png())
    const after = await photosOf(f.organizer.user.id)
    expect(after).toHaveLength(1)
    expect(after[0]!.id).not.toBe(before[0]?.id)
    expect((body.data as { image: string }).image).toBe(after[0]!.url)

    const removed = await send('DELETE', f.organizer.token, gig.id, undefined, 'tr')
    expect(removed.status).toBe(200)
    expect(removed.body.message).toBe('Görsel kaldırıldı.')
    expect(removed.body.data).toMatchObject({ image: null, picture: genreImage('jazz') })
    expect(await photosOf(f.organizer.user.id)).toHaveLength(0)
  })

  it('takes away an image an admin set by URL too, so the fallback shows', async () => {
    const seeded = await makeGig(payload, f.organizer.user, {
      genres: ['blues'],
      imageUrl: '/images/gigs/gig-2.webp',
    })
    expect((await getGig(seeded.id)).data).toMatchObject({ image: '/images/gigs/gig-2.webp' })
    const removed = await send('DELETE', f.organizer.token, seeded.id)
    expect(removed.body.data).toMatchObject({ image: null, picture: genreImage('blues') })
  })

  it('takes an admin, and the organizer may later replace the admin’s picture', async () => {
    expect((await send('POST', f.admin.token, gig.id, await png())).status).toBe(200)
    expect(await photosOf(f.admin.user.id)).toHaveLength(1)
    expect((await send('POST', f.organizer.token, gig.id, await png())).status).toBe(200)
    expect(await photosOf(f.admin.user.id)).toHaveLength(0)
  })

  it('refuses anyone else: 401 without a session, 403 for another organizer, an artist or a fan', async () => {
    const bytes = await png()
    expect((await send('POST', null, gig.id, bytes)).status).toBe(401)
    for (const other of [f.otherOrganizer, f.artist, f.fan]) {
      const answer = await send('POST', other.token, gig.id, bytes)
      expect(answer.status).toBe(403)
      expect(answer.body.success).toBe(false)
      expect((await send('DELETE', other.token, gig.id)).status).toBe(403)
    }
    expect(await photosOf(f.otherOrganizer.user.id)).toHaveLength(0)
  })

  it('answers 404 for an unknown or malformed gig, in the request’s language', async () => {
    const unknown = await send('POST', f.organizer.token, 999999999, await png(), 'tr')
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe('Gig bulunamadı.')
    expect((await send('POST', f.organizer.token, 'abc', await png())).status).toBe(404)
  })

  it('checks the file like a profile photo: type by its bytes, a missing file, the size', async () => {
    const fake = Buffer.from('GIF89a not really a picture')
    const wrong = await send('POST', f.organizer.token, gig.id, fake, 'tr')
    expect(wrong.status).toBe(400)
    expect(wrong.body.message).toMatch(/JPEG/)
    const none = await send('POST', f.organizer.token, gig.id)
    expect(none.status).toBe(400)
    const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024 + 10)])
    expect((await send('POST', f.organizer.token, gig.id, big)).status).toBe(413)
    // Nothing was stored, and the gig kept what it had.
    const current = await payload.findByID({ collection: 'gigs', id: gig.id, depth: 0 })
    expect((await photosOf(f.organizer.user.id)).map((p) => p.id)).toEqual([current.photo])
  })

  it('goes with its gig: deleting the gig deletes its picture and the file', async () => {
    const own = await makeGig(payload, f.organizer.user, { genres: ['jazz'] })
    expect((await send('POST', f.organizer.token, own.id, await png())).status).toBe(200)
    const { docs } = await payload.find({
      collection: 'photos',
      where: {
        id: {
          equals: (await payload.findByID({ collection: 'gigs', id: own.id, depth: 0 })).photo,
        },
      },
      depth: 0,
    })
    const photo = docs[0]!
    expect(existsSync(`media/photos/${photo.filename}`)).toBe(true)
    await payload.delete({
      collection: 'gigs',
      id: own.id,
      overrideAccess: false,
      user: f.organizer.user,
    })
    expect(
      await payload.count({ collection: 'photos', where: { id: { equals: photo.id } } }),
    ).toEqual({
      totalDocs: 0,
    })
    expect(existsSync(`media/photos/${photo.filename}`)).toBe(false)
  })
})
