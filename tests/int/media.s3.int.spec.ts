import { access } from 'node:fs/promises'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import * as mediaRoute from '../../src/app/api/media/[filename]/route'
import * as photosRoute from '../../src/app/api/photos/[filename]/route'
import * as photoRoute from '../../src/app/api/profile/photo/route'
import type { Photo } from '../../src/payload-types'
import { resetRateLimits } from '../../src/server/platform/rateLimits'
import { apiRequest, params, readBody } from '../helpers/api'
import { getTestPayload } from '../helpers/payload'
import { cleanupProfileUsers, seedProfileUsers, type ProfileUsers } from '../helpers/profiles'
import type { S3Server } from '../helpers/s3Server'

// Payload's config reads the S3 settings when first imported (the routes above import it), so the
// bucket is up and named before any import: this file's Payload keeps its files in S3.
const saved = { ...process.env }
const s3: S3Server = await vi.hoisted(async () => {
  const { s3Env, startS3Server } = await import('../helpers/s3Server')
  const server = await startS3Server()
  Object.assign(process.env, s3Env(server))
  return server
})
let payload: Payload
let users: ProfileUsers

const png = (background: string, width = 8, height = 8) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer()
const onDisk = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  )

async function upload(token: string, bytes: Buffer) {
  const form = new FormData()
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'photo.png')
  const request = new Request('http://localhost/api/profile/photo', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  })
  const response = await photoRoute.POST(request, undefined as never)
  return { status: response.status, body: await readBody(response) }
}

const ownPhotos = async (owner: number) =>
  (await payload.find({ collection: 'photos', where: { owner: { equals: owner } } }))
    .docs as Photo[]

function getFile(slug: 'media' | 'photos', filename: string, method = 'GET') {
  const route = slug === 'media' ? mediaRoute : photosRoute
  const request = apiRequest(`/api/${slug}/${encodeURIComponent(filename)}`, { method })
  return (method === 'HEAD' ? route.HEAD : route.GET)(request, params({ filename }))
}

beforeAll(async () => {
  payload = await getTestPayload()
  users = await seedProfileUsers(payload)
  resetRateLimits()
})
afterAll(async () => {
  await cleanupProfileUsers(payload, users)
  await s3.stop()
  process.env = saved
})

describe('uploads in an S3-compatible bucket (S3_BUCKET set)', () => {
  it('a profile photo is stored in the bucket, not on disk, and served at /api/photos/<name>', async () => {
    const { status, body } = await upload(users.artist.token, await png('#c0392b', 64, 48))
    expect(status).toBe(200)
    const [photo] = await ownPhotos(users.artist.user.id)
    const name = photo!.filename!
    expect((body.data as { photo: string }).photo).toBe(`/api/photos/${name}`)
    expect(await s3.keys('photos/')).toContain(`photos/${name}`)
    expect(await onDisk(`media/photos/${name}`)).toBe(false)

    const response = await getFile('photos', name)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length)
    expect((await sharp(bytes).metadata()).width).toBe(64)
    const head = await getFile('photos', name, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(String(bytes.length))
  })

  it('replacing and removing a photo delete its object; its address then answers 404', async () => {
    const { user, token } = users.artist
    const [first] = await ownPhotos(user.id)
    expect((await upload(token, await png('#16a085'))).status).toBe(200)
    expect(await s3.has(`photos/${first!.filename}`)).toBe(false)
    expect((await getFile('photos', first!.filename!)).status).toBe(404)
    const [second] = await ownPhotos(user.id)
    expect(await s3.has(`photos/${second!.filename}`)).toBe(true)

    const removed = await photoRoute.DELETE(
      new Request('http://localhost/api/profile/photo', {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      }),
      undefined as never,
    )
    expect(removed.status).toBe(200)
    expect(await s3.has(`photos/${second!.filename}`)).toBe(false)
  })

  it('a media image and its resized versions go to the bucket under media/', async () => {
    const image = await png('#2980b9', 800, 450)
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'S3' },
      file: {
        data: image,
        mimetype: 'image/png',
        name: `s3-${Date.now()}.png`,
        size: image.length,
      },
    })
    const card = media.sizes?.card?.filename
    expect(card).toBeTruthy()
    expect(await s3.keys('media/')).toEqual(
      expect.arrayContaining([`media/${media.filename}`, `media/${card}`]),
    )
    expect(await onDisk(`media/${media.filename}`)).toBe(false)
    expect(new URL(media.sizes!.card!.url!, 'http://x').pathname).toBe(
      `/api/media/${encodeURIComponent(card!)}`,
    )
    const response = await getFile('media', card!)
    expect(response.status).toBe(200)
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(768)

    await payload.delete({ collection: 'media', id: media.id })
    expect(await s3.keys(`media/${media.filename!.replace(/\.png$/, '')}`)).toEqual([])
    expect((await getFile('media', card!)).status).toBe(404)
  })
})
