import { readFile } from 'node:fs/promises'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as mediaRoute from '../../src/app/api/media/[filename]/route'
import * as photosRoute from '../../src/app/api/photos/[filename]/route'
import type { Media, Photo } from '../../src/payload-types'
import { markMediaImages, mediaFilename } from '../../src/server/blog/richText/markMediaImages'
import { apiRequest, params, readBody } from '../helpers/api'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
let media: Media
let photo: Photo

const pathOf = (url: string | null | undefined) => new URL(url ?? '', 'http://x').pathname

/** GET (or HEAD) /api/<slug>/<filename>, the name as Next passes it: already decoded. */
function getFile(
  slug: 'media' | 'photos',
  filename: string,
  init: { method?: string; headers?: Record<string, string> } = {},
) {
  const route = slug === 'media' ? mediaRoute : photosRoute
  const handler = init.method === 'HEAD' ? route.HEAD : route.GET
  const request = apiRequest(`/api/${slug}/${encodeURIComponent(filename)}`, init)
  return handler(request, params({ filename }))
}

beforeAll(async () => {
  payload = await getTestPayload()
  // Larger than the 'card' size (768x432), so Payload writes that resized file too.
  const png = await sharp({
    create: { width: 800, height: 450, channels: 3, background: '#2980b9' },
  })
    .png()
    .toBuffer()
  media = await payload.create({
    collection: 'media',
    data: { alt: 'Sahne ışığı' },
    file: { data: png, mimetype: 'image/png', name: `files ${Date.now()}.png`, size: png.length },
  })
  const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#fff' } })
    .jpeg()
    .toBuffer()
  photo = await payload.create({
    collection: 'photos',
    data: {},
    file: {
      data: jpeg,
      mimetype: 'image/jpeg',
      name: `photo-${Date.now()}.jpg`,
      size: jpeg.length,
    },
  })
})

afterAll(async () => {
  await payload.delete({ collection: 'media', id: media.id })
  await payload.delete({ collection: 'photos', id: photo.id })
})

describe('upload URLs name the site’s routes', () => {
  it('a media document’s url and each size’s url are /api/media/<name>', async () => {
    const card = media.sizes?.card?.filename
    expect(card).toBeTruthy()
    expect(pathOf(media.url)).toBe(`/api/media/${encodeURIComponent(media.filename!)}`)
    expect(pathOf(media.sizes?.card?.url)).toBe(`/api/media/${encodeURIComponent(card!)}`)
    // Read as the site's loaders read it (select), by a visitor.
    const read = await payload.findByID({
      collection: 'media',
      id: media.id,
      select: { url: true, filename: true },
      overrideAccess: false,
      user: null,
    })
    expect(read.url).toBe(media.url)
    expect(media.url).not.toContain('/cms-api/')
  })

  it('a photo’s url is /api/photos/<name>', async () => {
    expect(pathOf(photo.url)).toBe(`/api/photos/${encodeURIComponent(photo.filename!)}`)
  })
})

describe('GET /api/media/{filename} and /api/photos/{filename}', () => {
  it('streams the original with its type, length and a revalidating cache', async () => {
    const response = await getFile('media', media.filename!)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.equals(await readFile(`media/${media.filename}`))).toBe(true)
    expect(response.headers.get('content-length')).toBe(String(bytes.length))
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=3600, stale-while-revalidate=86400',
    )
    expect(response.headers.get('etag')).toMatch(/^"[^"]+"$/)
  })

  it('serves a resized version, with that version’s bytes', async () => {
    const card = media.sizes!.card!
    const response = await getFile('media', card.filename!)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe(card.mimeType)
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.equals(await readFile(`media/${card.filename}`))).toBe(true)
    expect((await sharp(bytes).metadata()).width).toBe(768)
  })

  it('serves a photo as the WebP it was re-encoded to', async () => {
    const response = await getFile('photos', photo.filename!)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).format).toBe('webp')
  })

  it('answers HEAD with the headers and no body', async () => {
    const response = await getFile('media', media.filename!, { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-length')).toBe(String(media.filesize))
    expect(response.body).toBeNull()
  })

  it('answers 304 when the client has the same version', async () => {
    const etag = (await getFile('media', media.filename!)).headers.get('etag')!
    for (const ifNoneMatch of [etag, `"other", W/${etag}`, '*']) {
      const response = await getFile('media', media.filename!, {
        headers: { 'if-none-match': ifNoneMatch },
      })
      expect(response.status, ifNoneMatch).toBe(304)
      expect(response.headers.get('etag')).toBe(etag)
      expect(await response.text()).toBe('')
    }
    const changed = await getFile('media', media.filename!, {
      headers: { 'if-none-match': '"older"' },
    })
    expect(changed.status).toBe(200)
  })

  it('answers 404 in the request’s language for a name no document has', async () => {
    const english = await getFile('media', 'not-there.png')
    expect(english.status).toBe(404)
    expect(await readBody(english)).toEqual({ success: false, message: 'File not found.' })
    const turkish = await getFile('media', 'not-there.png', {
      headers: { 'accept-language': 'tr' },
    })
    expect(turkish.status).toBe(404)
    expect((await readBody(turkish)).message).toBe('Dosya bulunamadı.')
  })

  it.each([
    '../package.json',
    '..',
    `photos/${Date.now()}`,
    '..\\package.json',
    'a\0.png',
    '%2e%2e%2fpackage.json',
  ])('answers 404 for %j, whatever is on disk', async (name) => {
    const response = await getFile('media', name, { headers: { 'accept-language': 'tr' } })
    expect(response.status).toBe(404)
    expect((await readBody(response)).message).toBe('Dosya bulunamadı.')
  })

  it('serves each collection’s files only at its own route', async () => {
    // The photo lies under media/ (media/photos/), but no media document names it.
    expect((await getFile('media', `photos/${photo.filename}`)).status).toBe(404)
    expect((await getFile('photos', photo.filename!)).status).toBe(200)
    expect((await getFile('photos', media.filename!)).status).toBe(404)
  })
})

describe('media images in pasted HTML', () => {
  it('recognises the site’s route and Payload’s old file route', () => {
    const server = 'https://sahne.example'
    expect(mediaFilename('/api/media/a%20b.png', '')).toBe('a b.png')
    expect(mediaFilename('/cms-api/media/file/a%20b.png', '')).toBe('a b.png')
    expect(mediaFilename(`${server}/api/media/a.png`, server)).toBe('a.png')
    expect(mediaFilename('https://elsewhere.example/api/media/a.png', server)).toBeNull()
    expect(mediaFilename('/api/photos/a.png', '')).toBeNull()
    expect(mediaFilename('/api/media/a%2Fb.png', '')).toBeNull()
    expect(mediaFilename('/api/media/%E0.png', '')).toBeNull()
  })

  it('maps either address of a media file to its upload', async () => {
    const card = media.sizes!.card!.filename!
    for (const src of [media.url!, `/cms-api/media/file/${encodeURIComponent(card)}`]) {
      const html = await markMediaImages(payload, `<img src="${src}" alt="">`)
      expect(html, src).toContain(`data-lexical-upload-id="${media.id}"`)
    }
  })
})
