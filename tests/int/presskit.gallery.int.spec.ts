import sharp from 'sharp'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import * as artistRoute from '../../src/app/api/artists/[slug]/route'
import * as galleryRoute from '../../src/app/api/profile/gallery/route'
import * as galleryItemRoute from '../../src/app/api/profile/gallery/[id]/route'
import * as profileRoute from '../../src/app/api/profile/route'
import * as stagePlotRoute from '../../src/app/api/profile/stage-plot/route'
import { resetRateLimits } from '../../src/server/platform/rateLimits'
import { apiRequest, params, readBody } from '../helpers/api'
import { cleanupMarket, type MarketFixture, seedMarket } from '../helpers/market'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
let f: MarketFixture

beforeAll(async () => {
  payload = await getTestPayload()
  f = await seedMarket(payload)
})
afterAll(async () => {
  const owners = Object.values(f).map((a) => a.user.id)
  await cleanupMarket(payload, f)
  await payload.delete({ collection: 'photos', where: { owner: { in: owners } } })
})
beforeEach(() => resetRateLimits())

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer()

async function upload(
  token: string,
  bytes: Buffer,
  route: typeof galleryRoute.POST = galleryRoute.POST,
) {
  const form = new FormData()
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'photo.png')
  const request = new Request('http://localhost/api/profile/gallery?locale=en', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  })
  const response = await route(request, undefined as never)
  return { status: response.status, body: await readBody(response) }
}

const remove = async (token: string, id: number | string) => {
  const response = await galleryItemRoute.DELETE(
    apiRequest(`/api/profile/gallery/${id}`, { method: 'DELETE', token }),
    params({ id: String(id) }),
  )
  return { status: response.status, body: await readBody(response) }
}

type Gallery = { gallery: Array<{ id: number; url: string }> }

describe('the press kit gallery', () => {
  it('takes six photos, re-encoded; the seventh is a 409', async () => {
    for (let i = 1; i <= 6; i++) {
      const { status, body } = await upload(f.artist.token, await png())
      expect(status).toBe(200)
      expect((body.data as Gallery).gallery).toHaveLength(i)
    }
    const seventh = await upload(f.artist.token, await png())
    expect(seventh.status).toBe(409)
    expect(seventh.body.message).toMatch(/at most 6/)
    const slug = f.artist.profile.slug!
    const response = await artistRoute.GET(apiRequest(`/api/artists/${slug}`), params({ slug }))
    const { gallery } = (await readBody(response)).data as Gallery
    expect(gallery).toHaveLength(6)
    for (const photo of gallery) expect(photo.url).toMatch(/^\/api\/photos\/.+\.webp$/)
  })

  it('refuses what is not a photo, and anyone but an artist', async () => {
    expect((await upload(f.otherArtist.token, Buffer.from('GIF89a nope'))).status).toBe(400)
    expect((await upload(f.organizer.token, await png())).status).toBe(403)
    expect((await upload(f.fan.token, await png())).status).toBe(403)
    expect((await upload('', await png())).status).toBe(401)
  })

  it('removes one photo of the owner and deletes it; another artist gets a 404', async () => {
    const before = (await upload(f.otherArtist.token, await png())).body.data as Gallery
    const mine = (
      await payload.find({
        collection: 'artists',
        where: { user: { equals: f.artist.user.id } },
        depth: 0,
      })
    ).docs[0]!.gallery!
    const target = mine[0]!.photo as number
    expect((await remove(f.otherArtist.token, target)).status).toBe(404)
    const { status, body } = await remove(f.artist.token, target)
    expect(status).toBe(200)
    expect((body.data as Gallery).gallery.map((p) => p.id)).not.toContain(target)
    expect((body.data as Gallery).gallery).toHaveLength(5)
    const gone = await payload.find({ collection: 'photos', where: { id: { equals: target } } })
    expect(gone.docs).toHaveLength(0)
    expect((await remove(f.artist.token, target)).status).toBe(404)
    expect((await remove(f.artist.token, 'abc')).status).toBe(404)
    expect(before.gallery).toHaveLength(1)
    // With room again, a photo goes in.
    expect((await upload(f.artist.token, await png())).status).toBe(200)
  })
})

describe("the rider's stage plot", () => {
  type Kit = { rider: { inputs: unknown[]; stagePlot: string | null } }
  it('is set and replaced with the photo checks, kept when the input list changes, and removed', async () => {
    const set = await upload(f.otherArtist.token, await png(), stagePlotRoute.POST)
    expect(set.status).toBe(200)
    const first = (set.body.data as Kit).rider.stagePlot
    expect(first).toMatch(/^\/api\/photos\/.+\.webp$/)
    const put = await profileRoute.PUT(
      apiRequest('/api/profile', {
        method: 'PUT',
        token: f.otherArtist.token,
        body: { rider: { inputs: [{ channel: 1, source: 'Kick' }] } },
      }),
      undefined as never,
    )
    expect(((await readBody(put)).data as Kit).rider).toEqual({
      inputs: [{ channel: 1, source: 'Kick', note: null }],
      stagePlot: first,
    })
    const again = (await upload(f.otherArtist.token, await png(), stagePlotRoute.POST)).body
      .data as Kit
    expect(again.rider.stagePlot).not.toBe(first)
    expect(again.rider.inputs).toHaveLength(1)
    expect((await upload(f.organizer.token, await png(), stagePlotRoute.POST)).status).toBe(403)
    const removed = await stagePlotRoute.DELETE(
      apiRequest('/api/profile/stage-plot', { method: 'DELETE', token: f.otherArtist.token }),
      undefined as never,
    )
    expect(((await readBody(removed)).data as Kit).rider).toEqual({
      inputs: [{ channel: 1, source: 'Kick', note: null }],
      stagePlot: null,
    })
  })
})
